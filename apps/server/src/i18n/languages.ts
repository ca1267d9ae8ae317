/** The languages the server answers in: the web app's UI languages (spec §9). */
export const LANGUAGES = ['en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * Picks the answer language from an Accept-Language header (RFC 9110 §12.5.4): the highest-weighted
 * range whose primary subtag we speak wins, ties going to the earlier range; `es-MX` counts as `es`.
 * The web app sends its current UI language; a browser's full-page loads send the user's preferences.
 */
export function negotiateLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return FALLBACK_LANGUAGE;
  const ranges = value
    .split(',')
    .map((part, order) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { primary: range.trim().toLowerCase().split('-')[0] ?? '', weight, order };
    })
    .filter((range) => Number.isFinite(range.weight) && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { primary } of ranges) {
    if (isLanguage(primary)) return primary;
    if (primary === '*') return FALLBACK_LANGUAGE;
  }
  return FALLBACK_LANGUAGE;
}
