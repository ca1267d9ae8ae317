import { getSharedMedia, getTranscriptionMedia } from '@whispy/contracts';
import { apiUrl } from '../../api';
import type { TranscriptSource } from '../../shared/transcript-source';

/** Where the browser streams the kept recording from (Range requests; the cookie or the token authenticates). */
export function mediaUrl(source: TranscriptSource): string {
  return 'token' in source
    ? apiUrl(getSharedMedia, { params: { token: source.token } })
    : apiUrl(getTranscriptionMedia[source.scope], { params: { id: source.id } });
}
