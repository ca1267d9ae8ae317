/** Spec §3: offered interface languages, each named in its own language. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'ja', name: '日本語' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES: LanguageCode[] = LANGUAGES.map((language) => language.code);
export const FALLBACK_LANGUAGE: LanguageCode = 'en';
