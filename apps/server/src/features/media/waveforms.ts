import type { TMediaPeaks } from '@whispy/contracts';
import { Refusal } from '../../domain/refusal.js';
import { MediaNotFound } from '../../storage/index.js';
import type { Transcriptions } from '../transcriptions/index.js';
import { findPeaks, insertPeaks } from './peaks-repo.js';
import { sharedWork } from './shared-work.js';

/**
 * Waveforms of stored media: drawn once by the engine (which reads uploads as it does for transcription,
 * bounded by the longest file accepted), then kept in the database, which every server process shares and
 * which forgets them with the transcription. Requests for a waveform being drawn wait for that drawing
 * rather than start another.
 */
export function waveforms({
  db,
  store,
  log,
  mediaEngine,
  config,
}: Pick<Transcriptions, 'db' | 'store' | 'log' | 'mediaEngine' | 'config'>) {
  const drawing = sharedWork<TMediaPeaks>();

  async function draw(media: { id: string }, signal: AbortSignal) {
    const checkout = await store.checkout(media.id).catch((error) => {
      throw error instanceof MediaNotFound
        ? new Refusal('not_found', 'transcriptions.media_unavailable')
        : error;
    });
    try {
      const waveform = await mediaEngine.peaks(checkout.path, config.uploads.maxFileSeconds, signal);
      // Deleted meanwhile, most likely: this request still gets its answer.
      await insertPeaks(db, media.id, waveform).catch((error) =>
        log.warn({ err: error, transcription: media.id }, 'waveform not cached'),
      );
      return waveform;
    } finally {
      await checkout.release();
    }
  }

  /** The waveform of a transcription's media; `signal` aborts when the asker goes away. */
  return async (media: { id: string }, signal: AbortSignal) =>
    (await findPeaks(db, media.id)) ?? drawing(media.id, (shared) => draw(media, shared), signal);
}
