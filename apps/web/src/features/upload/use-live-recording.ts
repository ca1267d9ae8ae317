import { useQueryClient } from '@tanstack/react-query';
import type { TCreateTranscription, TTranscriptionLimits } from '@whispy/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notify';
import { useLeaveWarning } from '../../ui/use-leave-warning';
import { createTranscription } from './create-transcription';
import type { MicrophoneRecorder, RecordingSink } from './microphone-recorder';
import { RecordingUpload, type RecordingUploadDeps, type RecordingUploadSnapshot } from './recording-upload';

/** How the page reaches the network for a recording; tests hand in a fake tus server. */
export type RecordingTransport = Pick<RecordingUploadDeps, 'send'>;

const browserTransport: RecordingTransport = { send: (url, init) => fetch(url, init) };

const schedule: RecordingUploadDeps['schedule'] = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

const noUpload = { subscribe: () => () => {}, getSnapshot: () => null };

/**
 * The page's recording, sent while it is made (ADR 033): `start` creates its transcription with the
 * page's settings and hands every piece the recorder makes to a `RecordingUpload`. Once the last piece is
 * on the server the recording is transcribed; the lists refresh as after any upload.
 */
export function useLiveRecording(recorder: MicrophoneRecorder, transport = browserTransport) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<{ upload: RecordingUpload; name: string } | null>(null);
  const store = current?.upload ?? noUpload;
  const upload: RecordingUploadSnapshot | null = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const finished = upload?.finished ?? false;

  useEffect(() => {
    if (!current || !finished) return;
    notify.success(t('upload.uploaded', { name: current.name }));
    void queryClient.invalidateQueries({ queryKey: ['transcriptions'] });
  }, [current, finished, queryClient, t]);

  // The browser knows first when the connection is back.
  useEffect(() => {
    if (!current) return;
    const retry = () => current.upload.retryNow();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [current]);

  // Pieces still in memory are lost with the tab: closing it asks first.
  useLeaveWarning((upload?.waitingBytes ?? 0) > 0 && upload?.failure === null);

  function start(limits: TTranscriptionLimits, input: TCreateTranscription) {
    const next = new RecordingUpload({ ...transport, schedule, create: () => createTranscription(input) });
    setCurrent({ upload: next, name: input.name });
    const sink: RecordingSink = {
      piece: (data, seconds) => {
        if (next.add(data, seconds)) return null;
        return next.getSnapshot().failure === null ? 'waiting-full' : 'refused';
      },
      // Nothing recorded created nothing on the server: there is nothing to end.
      end: (empty) => {
        if (!empty) next.end();
      },
    };
    void recorder.start({ maxSeconds: limits.max_file_minutes * 60, maxBytes: limits.max_file_bytes }, sink);
  }

  return { start, upload, recordingId: current?.upload.id ?? null };
}
