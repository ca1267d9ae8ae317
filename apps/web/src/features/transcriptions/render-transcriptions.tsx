import { renderSignedInAt } from '../../test/render-signed-in';
import { PublicTranscriptionsPage } from './public-transcriptions-page';
import { PublicTranscriptionPage, TranscriptionPage } from './transcription-page';
import { TranscriptionsPage } from './transcriptions-page';

/** The transcription pages under their resource paths, signed in, with the live channel open. */
export function renderTranscriptionsAt(path: string) {
  return renderSignedInAt(
    [
      { path: '/resource/transcriptions', element: <TranscriptionsPage /> },
      { path: '/resource/transcriptions/create', element: <p>upload page</p> },
      { path: '/resource/transcriptions/:id', element: <TranscriptionPage /> },
      { path: '/resource/public_transcriptions', element: <PublicTranscriptionsPage /> },
      { path: '/resource/public_transcriptions/:id', element: <PublicTranscriptionPage /> },
    ],
    path,
  );
}
