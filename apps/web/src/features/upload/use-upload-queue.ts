import { useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { notify } from '../../ui/notify';
import { createTranscription, deleteTranscription } from './create-transcription';
import { readMediaDuration } from './media-duration';
import { createPendingUploads } from './pending-uploads';
import { uploadWithTus } from './tus-upload';
import { UploadQueue, type UploadQueueDeps } from './upload-queue';

/** The network and browser parts of the upload page; tests replace the ones they cannot run in jsdom. */
export type UploadServices = Omit<UploadQueueDeps, 'onRefused' | 'onUploaded'>;

const defaultServices = (): UploadServices => ({
  createTranscription,
  deleteTranscription,
  uploadMedia: uploadWithTus,
  readDuration: readMediaDuration,
  pending: createPendingUploads(),
});

const BUSY = ['queued', 'creating', 'uploading', 'reconnecting'];

const REFUSALS = {
  limits: 'upload.refused',
  'not-media': 'upload.notMedia',
  storage: 'upload.storageFull',
} as const;

/** The page's upload queue: toasts its outcomes, refreshes lists after each upload, pauses on leaving. */
export function useUploadQueue(services: Partial<UploadServices> = {}) {
  const queryClient = useQueryClient();
  const [queue] = useState(
    () =>
      new UploadQueue({
        ...defaultServices(),
        ...services,
        onRefused: (file, reason) => notify.error(i18n.t(REFUSALS[reason], { name: file.name })),
        onUploaded: (item) => {
          notify.success(i18n.t('upload.uploaded', { name: item.name }));
          // The lists, the counts and the trial's allowance have all changed.
          void queryClient.invalidateQueries({ queryKey: ['transcriptions'] });
        },
      }),
  );
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const busy = items.some((item) => BUSY.includes(item.state));

  // Leaving the page keeps what was sent: picking the same files again resumes them.
  useEffect(() => () => queue.pauseAll(), [queue]);

  // Closing the tab mid-upload asks first.
  useEffect(() => {
    if (!busy) return;
    const confirmLeaving = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', confirmLeaving);
    return () => window.removeEventListener('beforeunload', confirmLeaving);
  }, [busy]);

  return { queue, items, busy };
}
