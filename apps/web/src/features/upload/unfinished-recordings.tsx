import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { finishRecording, listUnfinishedRecordings, type TUnfinishedRecording } from '@whispy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { notify } from '../../ui/notify';
import { deleteTranscription } from './create-transcription';
import { formatBytes } from './format-bytes';

const unfinishedKey = ['transcriptions', 'recordings', 'unfinished'] as const;

/**
 * Recordings this user left unfinished (a closed tab, a crash), read once when the page opens: each can
 * be transcribed with what the server kept, or discarded. `recordingId`: the recording under way on this
 * page, which is never offered.
 */
export function UnfinishedRecordings({ recordingId }: { recordingId: string | null }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: unfinishedKey,
    queryFn: () => api(listUnfinishedRecordings),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const offered = (data ?? []).filter((recording) => recording.id !== recordingId);
  if (offered.length === 0) return null;
  return (
    <Card
      id="upload-unfinished"
      title={t('upload.unfinished.title')}
      description={t('upload.unfinished.description')}
    >
      <ul className="-my-3 divide-y divide-zinc-100">
        {offered.map((recording) => (
          <UnfinishedRecording key={recording.id} recording={recording} />
        ))}
      </ul>
    </Card>
  );
}

function UnfinishedRecording({ recording }: { recording: TUnfinishedRecording }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { name } = recording;
  // Either way the recording leaves this list; a finished one joins the transcriptions.
  const settle = (message: string) => {
    notify.success(message);
    void queryClient.invalidateQueries({ queryKey: ['transcriptions'] });
  };
  const transcribe = useMutation({
    mutationFn: () => api(finishRecording, { params: { id: recording.id } }),
    onSuccess: () => settle(t('upload.unfinished.transcribing', { name })),
  });
  const discard = useMutation({
    mutationFn: () => deleteTranscription(recording.id),
    onSuccess: () => settle(t('upload.unfinished.discarded', { name })),
    onSettled: () => setConfirming(false),
  });
  const busy = transcribe.isPending || discard.isPending;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <p className="min-w-0 flex-1 break-words text-sm text-zinc-900">
        {t('upload.unfinished.item', {
          name,
          size: formatBytes(recording.saved_bytes, i18n.resolvedLanguage ?? 'en'),
        })}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => transcribe.mutate()} disabled={busy} className="w-full sm:w-auto">
          {t('upload.unfinished.transcribe')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setConfirming(true)}
          disabled={busy}
          className="w-full sm:w-auto"
        >
          {t('upload.unfinished.discard')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => discard.mutate()}
        title={t('upload.unfinished.discardTitle', { name })}
        confirmLabel={t('upload.unfinished.discard')}
        busy={discard.isPending}
      />
    </li>
  );
}
