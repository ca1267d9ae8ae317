import { sourcesOf, type TEngineErrorCode, type TTranscriptionStatus } from '@whispy/contracts';
import { EngineError } from '../../engine/index.js';
import type { MessageId } from '../../i18n/index.js';
import type { Transcriptions } from './context.js';
import { transition } from './lifecycle.js';
import { removeMedia } from './media.js';

/** Engine refusals that no retry can change, with the reason the user reads. */
const PERMANENT: Partial<Record<TEngineErrorCode, MessageId>> = {
  input_not_found: 'transcriptions.failure.media_missing',
  not_media: 'transcriptions.failure.not_media',
  corrupt_media: 'transcriptions.failure.corrupt_media',
  no_audio: 'transcriptions.failure.no_audio',
  unknown_engine: 'transcriptions.failure.engine_unavailable',
  unknown_language: 'transcriptions.failure.language_unsupported',
  model_missing: 'transcriptions.failure.engine_unavailable',
  model_corrupt: 'transcriptions.failure.engine_unavailable',
};

/** The user-facing reason for an engine refusal that retrying cannot fix; null when a retry may help. */
export const permanentFailure = (error: unknown): MessageId | null =>
  (error instanceof EngineError && PERMANENT[error.code]) || null;

/** Fails a transcription for good: nothing is charged and its media is deleted. */
export async function fail(
  transcriptions: Transcriptions,
  id: string,
  failure: MessageId,
  from: readonly TTranscriptionStatus[] = sourcesOf('failed'),
) {
  const failed = await transition(transcriptions, id, 'failed', {
    from,
    patch: { failure, chargedSeconds: 0 },
  });
  if (failed) await removeMedia(transcriptions, id);
  return failed;
}
