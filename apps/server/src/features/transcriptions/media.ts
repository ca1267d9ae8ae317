import type { Transcriptions } from './context.js';
import { markMediaRemoved } from './repo.js';

/**
 * Deletes a transcription's media and records that it is gone. A failed delete is logged and left
 * `media_stored`, so the sweep tries again.
 */
export async function removeMedia({ db, store, log }: Transcriptions, id: string) {
  try {
    await store.remove(id);
    await markMediaRemoved(db, id);
  } catch (error) {
    log.warn({ err: error, transcription: id }, 'could not delete media; the sweep will retry');
  }
}
