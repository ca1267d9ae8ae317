import { useTranslation } from 'react-i18next';

/** Where a page's data should be: the server failed, try again later. */
export function LoadFailed() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-zinc-200 bg-white px-5 py-8 text-center text-sm">
      <p className="font-medium text-zinc-900">{t('table.loadFailedTitle')}</p>
      <p className="mt-1 text-zinc-600">{t('table.loadFailedDescription')}</p>
    </div>
  );
}
