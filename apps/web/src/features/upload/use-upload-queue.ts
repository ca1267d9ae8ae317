import { useQueryClient } from '@tanstack/react-query';
import type { TTranscriptionLimits } from '@whispy/contracts';
import i18n from 'i18next';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { notify } from '../../ui/notify';
import { useLeaveWarning } from '../../ui/use-leave-warning';
import { createTranscription, deleteTranscription } from './create-transcription';
import type { FileRefusal } from './file-admission';
import { formatBytes } from './format-bytes';
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

/** The message for each limit a file can meet. */
const REFUSALS: Record<FileRefusal, string> = {
  'not-media': 'upload.notMedia',
  empty: 'upload.empty',
  'trial-used-up': 'upload.trialUsedUpFile',
  'no-minutes': 'upload.minutesGoneFile',
  'too-many': 'upload.tooMany',
  'too-large': 'upload.tooLarge',
  'too-long': 'upload.tooLong',
  storage: 'upload.storageFull',
};

/** A refusal in words, with the limit's value. */
function refusalMessage(file: File, reason: FileRefusal, limits: TTranscriptionLimits) {
  return i18n.t(REFUSALS[reason], {
    name: file.name,
    allowed: limits.trial?.transcriptions_allowed,
    count: limits.max_files_per_batch,
    size: formatBytes(limits.max_file_bytes, i18n.resolvedLanguage ?? 'en'),
    minutes: limits.max_file_minutes,
  });
}

/** The page's upload queue: toasts its outcomes, refreshes lists after each upload, pauses on leaving. */
export function useUploadQueue(services: Partial<UploadServices> = {}) {
  const queryClient = useQueryClient();
  const [queue] = useState(
    () =>
      new UploadQueue({
        ...defaultServices(),
        ...services,
        onRefused: (file, reason, limits) => notify.error(refusalMessage(file, reason, limits)),
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
  useLeaveWarning(busy);

  return { queue, items, busy };
}
