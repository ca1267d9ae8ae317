import { useTranslation } from 'react-i18next';

/** First focusable element of every page: jumps past the chrome to `#main`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="fixed top-2 left-2 z-[60] -translate-y-24 rounded-lg bg-white px-4 py-2 font-medium text-accent-700 text-sm shadow-lg ring-2 ring-accent-600 focus:translate-y-0"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
