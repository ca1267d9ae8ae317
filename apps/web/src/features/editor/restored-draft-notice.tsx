import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';

/** Says that the edits on show were restored from this browser, with a way to drop them. */
export function RestoredDraftNotice({ onDiscard }: { onDiscard(): void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-sky-50 p-3 text-sky-900 text-sm ring-1 ring-sky-200 ring-inset"
    >
      <History aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">{t('editor.draftRestored')}</p>
      <Button variant="secondary" onClick={onDiscard} className="h-10 py-1 sm:h-8">
        {t('editor.discard')}
      </Button>
    </div>
  );
}
