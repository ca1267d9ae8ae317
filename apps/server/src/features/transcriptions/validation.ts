import type { TMediaInfo } from '@whispy/contracts';
import type { MessageId } from '../../i18n/index.js';
import { admitPending } from './admission.js';
import type { Transcriptions } from './context.js';
import { fail, permanentFailure } from './failures.js';
import { transition } from './lifecycle.js';
import { findTranscription } from './repo.js';
import { isTimeout, PROBE_TIME_LIMIT_MS } from './time-limits.js';
import { type WorkspaceLimits, workspaceLimitsOf } from './workspace-limits.js';

/** Cover art in audio files is a one-frame "video" stream; only real video gets a video player. */
const STILL_IMAGE_CODECS = new Set(['mjpeg', 'png', 'bmp', 'gif', 'webp']);
const isMovingPicture = (stream: TMediaInfo['streams'][number]) =>
  stream.kind === 'video' && !STILL_IMAGE_CODECS.has(stream.codec ?? '');

function refusal(
  info: TMediaInfo,
  limits: Pick<WorkspaceLimits, 'maxFileBytes' | 'maxFileSeconds'>,
): MessageId | null {
  if (!info.has_audio) return 'transcriptions.failure.no_audio';
  if (info.size_bytes > limits.maxFileBytes) return 'transcriptions.failure.too_large';
  if (info.duration !== null && info.duration > limits.maxFileSeconds)
    return 'transcriptions.failure.too_long';
  return null;
}

/**
 * Checks a finished upload by its content (the engine probes the container, whatever the file is called)
 * and either fails it with the reason or makes it `pending`, then admits what the minutes allow. A probe
 * that fails for a passing reason (engine restarting) leaves it `validating` for the sweep to retry.
 */
export async function validateUpload(transcriptions: Transcriptions, id: string) {
  const { db, store, mediaEngine } = transcriptions;
  const row = await findTranscription(db, id);
  if (row?.status !== 'validating') return;
  let info: TMediaInfo;
  try {
    const media = await store.checkout(id);
    try {
      info = await mediaEngine.probe(media.path, AbortSignal.timeout(PROBE_TIME_LIMIT_MS));
    } finally {
      await media.release();
    }
  } catch (error) {
    // A probe that outran its limit would only hang again: the file is built to, or damaged.
    const failure = isTimeout(error) ? 'transcriptions.failure.corrupt_media' : permanentFailure(error);
    if (!failure) throw error;
    await fail(transcriptions, id, failure, ['validating']);
    return;
  }
  const failure = refusal(info, await workspaceLimitsOf(db, transcriptions.config, row.workspaceId));
  if (failure) {
    await fail(transcriptions, id, failure, ['validating']);
    return;
  }
  const pending = await transition(transcriptions, id, 'pending', {
    from: ['validating'],
    patch: {
      duration: info.duration,
      sizeBytes: info.size_bytes,
      hasVideo: info.streams.some(isMovingPicture),
    },
  });
  if (pending) await admitPending(transcriptions, pending.workspaceId);
}
