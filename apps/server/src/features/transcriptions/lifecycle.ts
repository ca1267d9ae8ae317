import { sourcesOf, TRANSCRIPTION_TRANSITIONS, type TTranscriptionStatus } from '@whispy/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { transcriptions } from '../../db/schema.js';
import type { NotifyWorkspace } from '../../realtime/index.js';

export type TranscriptionRow = typeof transcriptions.$inferSelect;
type RowPatch = Partial<Omit<typeof transcriptions.$inferInsert, 'id' | 'status' | 'workspaceId'>>;

/**
 * Told when a transcription reaches `completed` or `failed`, in the process that moved it there, after
 * its live event (Telegram notifications hang off this). Called without waiting: it must catch its own
 * errors, and it must not hold up the job that finished.
 */
export type FinishedListener = (row: TranscriptionRow) => void;

export interface Lifecycle {
  db: Db;
  notify: NotifyWorkspace;
  finishedListeners?: ReadonlySet<FinishedListener>;
}

async function announce(notify: NotifyWorkspace, row: TranscriptionRow) {
  await notify(row.workspaceId, {
    notification: 'transcription.updated',
    id: row.id,
    status: row.status,
    progress: row.progress,
  });
}

/**
 * The one way a transcription changes status: moves it to `to` only if it is in `from` (default: any
 * status allowed to go there), writes `patch` in the same statement, and tells the workspace's live
 * channel. Answers null when the row is gone or in another status, which callers treat as "someone else
 * already moved it" — so concurrent workers and sweeps can never both act on one transition.
 */
export async function transition(
  { db, notify, finishedListeners }: Lifecycle,
  id: string,
  to: TTranscriptionStatus,
  { from = sourcesOf(to), patch = {} }: { from?: readonly TTranscriptionStatus[]; patch?: RowPatch } = {},
): Promise<TranscriptionRow | null> {
  const allowed = from.filter((status) => TRANSCRIPTION_TRANSITIONS[status].includes(to));
  if (allowed.length === 0) throw new Error(`no transition from ${from.join('|')} to ${to}`);
  const [row] = await db
    .update(transcriptions)
    .set({ progress: to === 'completed' ? 1 : 0, ...patch, status: to, updatedAt: sql`now()` })
    .where(and(eq(transcriptions.id, id), inArray(transcriptions.status, allowed)))
    .returning();
  if (!row) return null;
  await announce(notify, row);
  if (to === 'completed' || to === 'failed') for (const listener of finishedListeners ?? []) listener(row);
  return row;
}

/**
 * Records progress within the current status (not a status change) and announces it. Also the heartbeat
 * of running work: a row whose `updated_at` stops moving is recovered by the sweep.
 */
export async function reportProgress(
  { db, notify }: Lifecycle,
  id: string,
  status: TTranscriptionStatus,
  progress: number,
): Promise<boolean> {
  const [row] = await db
    .update(transcriptions)
    .set({ progress: Math.min(1, Math.max(0, progress)), updatedAt: sql`now()` })
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
