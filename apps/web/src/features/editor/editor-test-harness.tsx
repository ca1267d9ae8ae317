import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { getTranscription, type TTranscriptionDetail } from '@whispy/contracts';
import { toast } from 'sonner';
import { api } from '../../api';
import { transcriptionKeys } from '../../shared/transcription-keys';
import { Toaster } from '../../ui/toaster';
import { PlaybackClock, PlaybackContext } from '../player';
import { TranscriptEditor } from './transcript-editor';
import { useTranscriptEditor } from './use-transcript-editor';

type Options = { readOnly?: boolean; autosave?: boolean };

function Editor({ transcription, ...options }: Options & { transcription: TTranscriptionDetail }) {
  const editor = useTranscriptEditor(transcription, { readOnly: false, ...options });
  return <TranscriptEditor editor={editor} />;
}

/** The editor as the transcription page mounts it: fed by the detail query, keyed by the transcription. */
function EditorPage({ id, ...options }: Options & { id: string }) {
  const { data } = useQuery({
    queryKey: transcriptionKeys.detail('transcriptions', id),
    queryFn: () => api(getTranscription.transcriptions, { params: { id } }),
  });
  return data ? <Editor key={data.id} transcription={data} {...options} /> : null;
}

/**
 * Renders the editor of `transcription` (already loaded, as the page would have it) with a playback clock
 * and the toast region. `remount` closes and opens it again, as a reload of the page would. Autosave is
 * off unless asked for: on a loaded machine a pause between a test's steps would save before it presses
 * Save.
 */
export function renderEditor(
  transcription: TTranscriptionDetail,
  { readOnly = false, autosave = false } = {},
) {
  const clock = new PlaybackClock();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(transcriptionKeys.detail('transcriptions', transcription.id), transcription);
  const tree = () => (
    <QueryClientProvider client={queryClient}>
      <PlaybackContext value={clock}>
        <EditorPage id={transcription.id} readOnly={readOnly} autosave={autosave} />
      </PlaybackContext>
      <Toaster />
    </QueryClientProvider>
  );
  toast.dismiss();
  let view = render(tree());
  return {
    clock,
    queryClient,
    remount: () => {
      view.unmount();
      view = render(tree());
    },
  };
}
