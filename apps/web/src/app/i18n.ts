import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from '../ui/languages';

/** Spec §9 detection order; the choice is cached in localStorage under `lng`. */
export const DETECTION_ORDER = [
  'querystring',
  'cookie',
  'localStorage',
  'sessionStorage',
  'navigator',
  'htmlTag',
];

/** Loads translations from public/locales/{lng}/translation.json and keeps `<html lang>` in step. */
export async function initI18n(): Promise<void> {
  i18n.on('languageChanged', () => {
    document.documentElement.lang = i18n.resolvedLanguage ?? FALLBACK_LANGUAGE;
  });
  await i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: LANGUAGE_CODES,
      load: 'languageOnly',
      detection: {
        order: DETECTION_ORDER,
        lookupQuerystring: 'lng',
        lookupLocalStorage: 'lng',
        lookupSessionStorage: 'lng',
        caches: ['localStorage'],
      },
      backend: { loadPath: '/locales/{{lng}}/translation.json' },
      // Spec §9 translation loader: 10 parallel reads, 5 retries, 350 ms doubling on each retry.
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
}
