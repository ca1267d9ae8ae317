import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { transcriptionNotices } from '../../db/schema.js';
import type { NoticeChannel } from './notice-job.js';

const notice = (transcriptionId: string, channel: NoticeChannel) =>
  and(eq(transcriptionNotices.transcriptionId, transcriptionId), eq(transcriptionNotices.channel, channel));

const leaseFor = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/** Records that each channel owes a notice about the transcription (call inside the status's transaction). */
export async function oweNotices(db: Db, transcriptionId: string, channels: readonly NoticeChannel[]) {
  if (channels.length === 0) return;
  await db
    .insert(transcriptionNotices)
    .values(channels.map((channel) => ({ transcriptionId, channel })))
    .onConflictDoNothing();
}

/**
 * Takes the notice for `leaseMs` if it is unsent and nobody holds it, in one statement, so that two
 * senders never both have it; answers how many of its messages went out already, or null. `takeOver`:
 * the holder is known to have stopped, so its claim is taken before its lease runs out.
 */
export async function claimNotice(
  db: Db,
  transcriptionId: string,
  channel: NoticeChannel,
  leaseMs: number,
  { takeOver }: { takeOver: boolean },
): Promise<{ partsSent: number } | null> {
  const [row] = await db
    .update(transcriptionNotices)
    .set({ claimedUntil: leaseFor(leaseMs) })
    .where(
      and(
        notice(transcriptionId, channel),
        isNull(transcriptionNotices.sentAt),
        takeOver
          ? undefined
          : or(isNull(transcriptionNotices.claimedUntil), lt(transcriptionNotices.claimedUntil, sql`now()`)),
      ),
    )
    .returning({ partsSent: transcriptionNotices.partsSent });
  return row ?? null;
}

/** One more message of the notice went out; the claim is renewed for the next. */
export async function countPartSent(
  db: Db,
  transcriptionId: string,
  channel: NoticeChannel,
  leaseMs: number,
) {
  await db
    .update(transcriptionNotices)
    .set({ partsSent: sql`${transcriptionNotices.partsSent} + 1`, claimedUntil: leaseFor(leaseMs) })
    .where(notice(transcriptionId, channel));
}

export async function markNoticeSent(db: Db, transcriptionId: string, channel: NoticeChannel) {
  await db
    .update(transcriptionNotices)
    .set({ sentAt: sql`now()`, claimedUntil: null })
    .where(notice(transcriptionId, channel));
}

/** Lets another sender take the notice at once (this one failed and its job will be retried). */
export async function releaseNotice(db: Db, transcriptionId: string, channel: NoticeChannel) {
  await db
    .update(transcriptionNotices)
    .set({ claimedUntil: null })
    .where(and(notice(transcriptionId, channel), isNull(transcriptionNotices.sentAt)));
}

/**
 * Unsent notices owed since `owedSince` (older ones are given up: news of a day ago is no news) and
 * owed before `owedBefore`, that nobody holds. `releaseClaims`: this process is the only sender and has
 * just started, so every claim is a dead run's and is dropped first.
 */
export async function listOwedNotices(
  db: Db,
  {
    owedSince,
    owedBefore,
    releaseClaims,
  }: { owedSince: Date; owedBefore: Date | null; releaseClaims: boolean },
) {
  const unsent = and(isNull(transcriptionNotices.sentAt), gt(transcriptionNotices.owedAt, owedSince));
  if (releaseClaims) await db.update(transcriptionNotices).set({ claimedUntil: null }).where(unsent);
  return db
    .select({ transcriptionId: transcriptionNotices.transcriptionId, channel: transcriptionNotices.channel })
    .from(transcriptionNotices)
    .where(
      and(
        unsent,
        owedBefore ? lt(transcriptionNotices.owedAt, owedBefore) : undefined,
        or(isNull(transcriptionNotices.claimedUntil), lt(transcriptionNotices.claimedUntil, sql`now()`)),
      ),
    );
}

/** Forgets notices owed before `owedBefore`: sent, or given up by the sweep by then. */
export async function forgetNoticesOwedBefore(db: Db, owedBefore: Date) {
  await db.delete(transcriptionNotices).where(lt(transcriptionNotices.owedAt, owedBefore));
}
