import type { TMediaPeaks } from '@whispy/contracts';
import { notFound } from '../../http/http-error.js';
import { MediaNotFound } from '../../storage/index.js';
import type { Transcriptions } from '../transcriptions/index.js';
import { decodePeaks } from './peaks.js';
import { findPeaks, insertPeaks } from './peaks-repo.js';
import { sharedWork } from './shared-work.js';

/**
 * Waveforms of stored media: decoded once with ffmpeg, then kept in the database, which every server
 * process shares and which forgets them with the transcription. Requests for a waveform being decoded
 * wait for that decoding rather than start another.
 */
export function waveforms({ db, store, log }: Pick<Transcriptions, 'db' | 'store' | 'log'>) {
  const decoding = sharedWork<TMediaPeaks>();

  async function decode(media: { id: string; duration: number | null }, signal: AbortSignal) {
    const checkout = await store.checkout(media.id).catch((error) => {
      throw error instanceof MediaNotFound ? notFound('transcriptions.media_unavailable') : error;
    });
    try {
      const waveform = await decodePeaks(checkout.path, media.duration, signal);
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
  return async (media: { id: string; duration: number | null }, signal: AbortSignal) =>
    (await findPeaks(db, media.id)) ?? decoding(media.id, (shared) => decode(media, shared), signal);
}
