import { useTranslation } from 'react-i18next';
import { formatTimeLeft } from './format-time-left';

/** "about 2 min left" while the server has an estimate; nothing otherwise. */
export function TimeLeft({ seconds }: { seconds: number | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (seconds === null || seconds === undefined) return null;
  const length = formatTimeLeft(seconds, i18n.resolvedLanguage ?? 'en');
  return (
    <span className="text-xs text-zinc-600 tabular-nums">{t('transcriptions.timeLeft', { length })}</span>
  );
}
