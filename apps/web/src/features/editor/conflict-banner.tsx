import { Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { notify } from '../../ui/notify';

type Props = {
  /** The server's words for the refusal. */
  message: string;
  /** The user's version as plain text, for the clipboard. */
  plainText(): string;
  onLoadNewer(): void;
};

/**
 * A save was refused because a newer one came first (someone else's, or the user's in another tab): the
 * user's text stays until they choose.
 */
export function ConflictBanner({ message, plainText, onLoadNewer }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(plainText());
      notify.success(t('editor.copied'));
    } catch {
      notify.error(t('editor.copyFailed'));
    }
  };

  return (
    <div
      role="alert"
      className="rounded-lg bg-amber-50 p-3 text-amber-950 text-sm ring-1 ring-amber-300 ring-inset"
    >
      <div className="flex gap-2">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
        <div className="min-w-0 space-y-1">
          <p className="font-medium">{message}</p>
          <p>{t('editor.conflictHint')}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy} className="h-10 py-1 sm:h-8">
          <Copy aria-hidden="true" className="size-4" />
          {t('editor.copyMyText')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)} className="h-10 py-1 sm:h-8">
          {t('editor.loadNewer')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('editor.loadNewerTitle')}
        description={t('editor.loadNewerDescription')}
        confirmLabel={t('editor.loadNewerConfirm')}
        onConfirm={() => {
          setConfirming(false);
          onLoadNewer();
        }}
      />
    </div>
  );
}
