import { Readable } from 'node:stream';
import type { TUnfinishedRecording } from '@whispy/contracts';
import { Refusal } from '../../domain/refusal.js';
import type { Transcriptions } from './context.js';
import { findTranscription, listUnfinishedRecordings } from './repo.js';
import type { Caller } from './service.js';
import { finishUpload } from './uploads.js';

/**
 * Recordings sent while they were made (tus uploads of deferred length, ADR 033) that their page left
 * unfinished: a closed tab, a crash. The server holds every piece it took; its owner may end the
 * recording there and have it transcribed, or discard it (an ordinary delete). Unfinished ones nobody
 * returns to expire with every unfinished upload (`sweep.ts`).
 */
export async function unfinishedRecordingsOf(
  { db, store }: Pick<Transcriptions, 'db' | 'store'>,
  caller: Caller,
): Promise<TUnfinishedRecording[]> {
  const rows = await listUnfinishedRecordings(db, caller.workspaceId, caller.userId);
  const listed = await Promise.all(
    rows.map(async ({ id, name, startedAt }) => {
      const upload = await store.upload(id);
      // Only an upload begun without a size is a recording: a row whose upload was never created (a
      // link import still downloading, ADR 034) or whose size is known holds nothing to offer.
      if (!upload || upload.size !== undefined || !startedAt) return null;
      return { id, name, started_at: startedAt.toISOString(), saved_bytes: upload.received };
    }),
  );
  return listed.filter((recording) => recording !== null);
}

/**
 * Ends the caller's unfinished recording with the bytes the server holds (the recorder's pieces are
 * whole WebM or Ogg clusters, so a stream cut after one still decodes) and sends it on to the same
 * checks as any upload. 404 for anyone else's, even in the same workspace: a recording is private
 * until it is a transcription.
 */
export async function finishRecording(transcriptions: Transcriptions, caller: Caller, id: string) {
  const { db, store } = transcriptions;
  const row = await findTranscription(db, id);
  if (!row || row.workspaceId !== caller.workspaceId || row.ownerId !== caller.userId)
    throw new Refusal('not_found', 'transcriptions.not_found');
  const upload = row.status === 'uploading' && row.sizeBytes === null ? await store.upload(id) : null;
  if (!upload || upload.size !== undefined) throw new Refusal('conflict', 'transcriptions.upload_finished');
  if (upload.received === 0) throw new Refusal('conflict', 'transcriptions.recording_empty');
  await store.declareSize(id, upload.received);
  await store.append(id, upload.received, Readable.from([]));
  await finishUpload(transcriptions, id, upload.received);
}
