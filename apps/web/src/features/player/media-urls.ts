import type { TranscriptionScope } from '../../shared/transcription-keys';

/** Where the browser streams the kept recording from (Range requests; the session cookie authenticates). */
export function mediaUrl(scope: TranscriptionScope, id: string): string {
  return `/api/${scope}/${encodeURIComponent(id)}/media`;
}

/** API path (for the envelope client) of the recording's waveform. */
export function peaksPath(scope: TranscriptionScope, id: string): string {
  return `${scope}/${encodeURIComponent(id)}/peaks`;
}
