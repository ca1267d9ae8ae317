import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import en from '../../public/locales/en/translation.json';

// Route pages load lazily, and the first import of a page's module is transformed on demand: on a loaded
// 2-core machine that alone can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

// A toast fades once its 3 s are up, and a loaded 2-core machine can take longer than that between showing
// one and the assertion that reads it: in unit tests toasts stay until dismissed, and what they say is tested.
vi.mock('../ui/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../ui/notify')>()),
  TOAST_DURATION_MS: Number.POSITIVE_INFINITY,
}));

// jsdom has no matchMedia; the app reads it for the mobile breakpoint and the toaster for its theme.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

await i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// jsdom has no ResizeObserver; Radix popovers and tooltips measure with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
