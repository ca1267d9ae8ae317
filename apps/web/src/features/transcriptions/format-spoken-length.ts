/**
 * A length of audio for a sentence, in the interface language: "30 min", "45 sec", "30 分". Whole minutes
 * from a minute up (never more than was there), seconds below, where "0 min" would say nothing.
 */
export function formatSpokenLength(seconds: number, language: string): string {
  const [value, unit] =
    seconds >= 60 ? [Math.floor(seconds / 60), 'minute'] : [Math.round(seconds), 'second'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}
