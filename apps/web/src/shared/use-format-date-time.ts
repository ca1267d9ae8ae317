import { useTranslation } from 'react-i18next';

/** Date and time in the interface language, e.g. "Mar 4, 2025, 2:05 PM". */
export function useFormatDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}
