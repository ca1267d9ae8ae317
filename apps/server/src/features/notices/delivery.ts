import type { Db } from '../../db/database.js';
import type { JobContext } from '../../queue/index.js';
import type { NoticeChannel } from './notice-job.js';
import { claimNotice, countPartSent, markNoticeSent, releaseNotice } from './repo.js';

/**
 * How long a sender holds a notice (renewed with each message): past it, the sender is presumed dead and
 * the sweep hands the notice to another. Far longer than sending takes, even rate-limited. A queue that
 * knows sooner that the sender's run stopped hands its job on at once (`takesOverStoppedRun`).
 */
export const NOTICE_LEASE_MS = 5 * 60_000;

/** A sender's view of the notice it holds. */
export interface NoticeInHand {
  /** Messages already delivered by an earlier sender: skip that many. */
  partsSent: number;
  /** Counts one more message as delivered, as soon as the channel has accepted it. */
  partSent(): Promise<void>;
}

/**
 * Delivers the channel's notice about the transcription once: claims it, lets `send` deliver its
 * messages, and marks it sent. Answers false when there is nothing to do (sent already, held by another
 * sender, never owed). A `send` that throws releases the claim for the job's retry.
 *
 * A run of the job that takes over from one that stopped (`job.takesOverStoppedRun`) takes the notice
 * over too: the claim it finds is that run's, as one job per notice waits or runs at a time. Waiting out
 * the lease instead would end this run with nothing sent and leave the notice to a sweep minutes later.
 *
 * A sender that dies after the channel accepted a message and before `partSent` recorded it leaves
 * that one message to be sent again by whoever takes the notice over (at least once; see ADR 019).
 */
export async function deliverNotice(
  db: Db,
  channel: NoticeChannel,
  transcriptionId: string,
  job: Pick<JobContext, 'takesOverStoppedRun'>,
  send: (notice: NoticeInHand) => Promise<void>,
): Promise<boolean> {
  const claim = await claimNotice(db, transcriptionId, channel, NOTICE_LEASE_MS, {
    takeOver: job.takesOverStoppedRun,
  });
  if (!claim) return false;
  try {
    await send({
      partsSent: claim.partsSent,
      partSent: () => countPartSent(db, transcriptionId, channel, NOTICE_LEASE_MS),
    });
  } catch (error) {
    await releaseNotice(db, transcriptionId, channel).catch(() => {});
    throw error;
  }
  await markNoticeSent(db, transcriptionId, channel);
  return true;
}
