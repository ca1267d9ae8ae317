import { sourcesOf, TRANSCRIPTION_TRANSITIONS, type TTranscriptionStatus } from '@whispy/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { transcriptions } from '../../db/schema.js';
import type { NotifyWorkspace } from '../../realtime/index.js';
import { type NoticeChannel, type Notices, oweNotices } from '../notices/index.js';

export type TranscriptionRow = typeof transcriptions.$inferSelect;
type RowPatch = Partial<Omit<typeof transcriptions.$inferInsert, 'id' | 'status' | 'workspaceId'>>;

export interface Lifecycle {
  db: Db;
  notify: NotifyWorkspace;
  /** Channels told when a transcription completes or fails (none when absent). */
  notices?: Notices;
}

const FINISHED: readonly TTranscriptionStatus[] = ['completed', 'failed'];

async function announce(notify: NotifyWorkspace, row: TranscriptionRow) {
  await notify(row.workspaceId, {
    notification: 'transcription.updated',
    id: row.id,
    name: row.name,
    owner: row.ownerId,
    status: row.status,
    progress: row.progress,
    remaining_seconds: row.remainingSeconds,
  });
}

/**
 * The one way a transcription changes status: moves it to `to` only if it is in `from` (default: any
 * status allowed to go there), writes `patch` in the same statement, and tells the workspace's live
 * channel. Answers null when the row is gone or in another status, which callers treat as "someone else
 * already moved it" — so concurrent workers and sweeps can never both act on one transition.
 */
export async function transition(
  { db, notify, notices }: Lifecycle,
  id: string,
  to: TTranscriptionStatus,
  { from = sourcesOf(to), patch = {} }: { from?: readonly TTranscriptionStatus[]; patch?: RowPatch } = {},
): Promise<TranscriptionRow | null> {
  const allowed = from.filter((status) => TRANSCRIPTION_TRANSITIONS[status].includes(to));
  if (allowed.length === 0) throw new Error(`no transition from ${from.join('|')} to ${to}`);
  const move = async (tx: Db) => {
    const [row] = await tx
      .update(transcriptions)
      .set({
        progress: to === 'completed' ? 1 : 0,
        remainingSeconds: null,
        ...patch,
        status: to,
        updatedAt: sql`now()`,
      })
      .where(and(eq(transcriptions.id, id), inArray(transcriptions.status, allowed)))
      .returning();
    return row ?? null;
  };
  const telling = FINISHED.includes(to) && notices && notices.channels.length > 0 ? notices : null;
  let owed: NoticeChannel[] = [];
  // The notices a finish owes are written with the status, so a crash right after cannot lose them.
  const row = !telling
    ? await move(db)
    : await db.transaction(async (tx) => {
        const moved = await move(tx);
        owed = moved ? await telling.owedFor(tx, moved) : [];
        if (moved) await oweNotices(tx, moved.id, owed);
        return moved;
      });
  if (!row) return null;
  await announce(notify, row);
  for (const channel of owed) await telling!.send(channel, row.id);
  return row;
}

/**
 * Records progress within the current status (not a status change), with the seconds expected still
 * (null: unknown), and announces it. Also the heartbeat of running work: a row whose `updated_at` stops
 * moving is recovered by the sweep.
 */
export async function reportProgress(
  { db, notify }: Lifecycle,
  id: string,
  status: TTranscriptionStatus,
  { progress, remainingSeconds = null }: { progress: number; remainingSeconds?: number | null },
): Promise<boolean> {
  const [row] = await db
    .update(transcriptions)
    .set({ progress: Math.min(1, Math.max(0, progress)), remainingSeconds, updatedAt: sql`now()` })
    .where(and(eq(transcriptions.id, id), eq(transcriptions.status, status)))
    .returning();
  if (!row) return false;
  await announce(notify, row);
  return true;
}

/** Tells the sweep that running work is alive, without a live event (nothing changed for the user). */
export async function heartbeat(db: Db, id: string) {
  await db
    .update(transcriptions)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(transcriptions.id, id), inArray(transcriptions.status, ['preparing', 'processing'])));
}
