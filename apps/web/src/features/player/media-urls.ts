import { getTranscriptionMedia } from '@whispy/contracts';
import { apiUrl } from '../../api';
import type { TranscriptionScope } from '../../shared/transcription-keys';

/** Where the browser streams the kept recording from (Range requests; the session cookie authenticates). */
export function mediaUrl(scope: TranscriptionScope, id: string): string {
  return apiUrl(getTranscriptionMedia[scope], { params: { id } });
}
