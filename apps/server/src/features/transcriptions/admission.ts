import type { TTranscriptionLimit } from '@whispy/contracts';
import type { Transcriptions } from './context.js';
import { runTranscription } from './jobs.js';
import { type TranscriptionRow, transition } from './lifecycle.js';
import { quotaOf } from './quota.js';
import { listInStatus } from './repo.js';

/**
 * The most audio a job may decode, and which limit that is: the trial's cut, the longest recording
 * accepted, or the minutes the workspace has. The engine stops there whatever the file's headers claim,
 * so a file that understates its length costs no more than the workspace could pay.
 */
export function decodingLimit({
  trialSeconds,
  fileSeconds,
  availableSeconds,
}: {
  trialSeconds: number | null;
  fileSeconds: number;
  availableSeconds: number | null;
}): { seconds: number; by: TTranscriptionLimit } {
  // On a tie the first named wins: the trial's cut says best what the user can do about it.
  const limits = [
    { seconds: trialSeconds, by: 'trial' as const },
    { seconds: availableSeconds, by: 'minutes' as const },
    { seconds: fileSeconds, by: 'file_length' as const },
  ].filter((limit): limit is { seconds: number; by: TTranscriptionLimit } => limit.seconds !== null);
  return limits.reduce((smallest, limit) => (limit.seconds < smallest.seconds ? limit : smallest));
}

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
      const limit = decodingLimit({
        trialSeconds: cut,
        fileSeconds: quota.limits.maxFileSeconds,
        availableSeconds: available,
      });
      if ((available !== null && seconds > available) || limit.seconds <= 0) break;
      const moved = await transition({ ...transcriptions, db: tx }, row.id, 'queued', {
        from: ['pending'],
        patch: { chargedSeconds: seconds, maxSeconds: limit.seconds, limitedBy: limit.by },
      });
      if (!moved) continue;
      queued.push(moved);
      if (available !== null) available -= seconds;
    }
    return queued;
  });
  for (const row of admitted) {
    await queue.enqueue(runTranscription, { transcriptionId: row.id, workspaceId: row.workspaceId });
  }
}
