import type { TTranscription } from '@whispy/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { notify } from '../../ui/notify';
import { useDeleteTranscription } from './delete-transcription';

type Props = {
  transcription: Pick<TTranscription, 'id' | 'name'>;
  /** An icon-only button, for table rows. */
  compact?: boolean;
  onDeleted?(): void;
};

/** Delete, after a confirmation that names the transcription (spec §8). */
export function DeleteTranscriptionButton({ transcription, compact = false, onDeleted }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteTranscription();

  const confirm = () =>
    remove.mutate(transcription.id, {
      onSuccess: () => onDeleted?.(),
      onError: () => notify.error(t('messages.deleteFailed')),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Button
        variant={compact ? 'ghost' : 'secondary'}
        className={compact ? 'h-9 px-2.5' : ''}
        onClick={() => setConfirming(true)}
        aria-label={t('transcriptions.deleteNamed', { name: transcription.name })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {compact ? null : t('transcriptions.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={confirm}
        title={t('transcriptions.deleteTitle', { name: transcription.name })}
        busy={remove.isPending}
      />
    </>
  );
}
