/**
 * The time a job still needs, in the interface language, rounded as an estimate should be: "45 sec"
 * (to 5 s), "3 min" (whole minutes, up), "1.5 hr" (to a tenth).
 */
export function formatTimeLeft(seconds: number, language: string): string {
  const [value, unit] =
    seconds < 60
      ? [Math.max(5, Math.ceil(seconds / 5) * 5), 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.round(seconds / 360) / 10, 'hour'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}
