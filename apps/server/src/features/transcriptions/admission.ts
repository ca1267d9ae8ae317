import type { Transcriptions } from './context.js';
import { type TranscriptionRow, transition } from './lifecycle.js';
import { quotaOf } from './quota.js';
import { listInStatus } from './repo.js';

/**
 * Moves a workspace's `pending` work to `queued`, oldest first, while its minutes cover each file (the
 * trial's per-file cut included), reserving those seconds. Stops at the first file that does not fit, so
 * files are transcribed in upload order; the rest waits until minutes appear.
 */
export async function admitPending(transcriptions: Transcriptions, workspaceId: string) {
  const { db, config, queue } = transcriptions;
  const admitted = await db.transaction(async (tx) => {
    const quota = await quotaOf(tx, config, workspaceId);
    const cut = quota.trial?.secondsPerTranscription ?? null;
    let available = quota.secondsAvailable;
    const queued: TranscriptionRow[] = [];
    for (const row of await listInStatus(tx, workspaceId, 'pending')) {
      // Media without a known duration reserves the trial cut (or nothing); it is settled when done.
      const seconds = Math.min(row.duration ?? cut ?? 0, cut ?? Number.POSITIVE_INFINITY);
      if (available !== null && seconds > available) break;
      const moved = await transition({ ...transcriptions, db: tx }, row.id, 'queued', {
        from: ['pending'],
        patch: {
          chargedSeconds: seconds,
          maxSeconds: cut !== null && (row.duration === null || row.duration > cut) ? cut : null,
        },
      });
      if (!moved) continue;
      queued.push(moved);
      if (available !== null) available -= seconds;
    }
    return queued;
  });
  for (const row of admitted) {
    await queue.enqueue({ transcriptionId: row.id, workspaceId: row.workspaceId });
  }
}
