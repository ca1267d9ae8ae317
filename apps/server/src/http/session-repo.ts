import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sessions } from '../db/schema.js';

/** How long a session lives: since it was last used, and since it began. */
export interface SessionLimits {
  idleMs: number;
  lifetimeMs: number;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Both clocks are taken from this process, not the database, so that the two always agree. */
export async function insertSession(db: Db, row: { id: string; userId: string; createdAt: Date }) {
  await db.insert(sessions).values({ ...row, lastSeenAt: row.createdAt });
}

/**
 * The condition on `sessions` that holds for the session while neither its idle timeout nor its lifetime
 * has passed, for a prepared statement: its placeholders take the values of `liveSessionValues`. The
 * identity feature joins it into the one statement that finds the caller of every request.
 */
export const isLiveSession = () =>
  and(
    eq(sessions.id, sql.placeholder('sessionId')),
    gt(sessions.createdAt, sql.placeholder('begunAfter')),
    gt(sessions.lastSeenAt, sql.placeholder('seenAfter')),
  );

/** The values of `isLiveSession`'s placeholders for the session `id` at `now`. */
export const liveSessionValues = (id: string, limits: SessionLimits, now: Date) => ({
  sessionId: id,
  begunAfter: before(now, limits.lifetimeMs).toISOString(),
  seenAfter: before(now, limits.idleMs).toISOString(),
});

export async function touchSession(db: Db, id: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

/** Moves the session to another workspace (the caller has checked that the user belongs to it). */
export async function setSessionWorkspace(db: Db, id: string, workspaceId: string) {
  await db.update(sessions).set({ workspaceId }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of the user; returns how many there were. */
export async function deleteSessionsOfUser(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

/** Deletes every session past either limit (they already read as signed out); returns how many. */
export async function deleteExpiredSessions(
  db: Db,
  limits: SessionLimits,
  now = new Date(),
): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(
      or(
        lte(sessions.createdAt, before(now, limits.lifetimeMs)),
        lte(sessions.lastSeenAt, before(now, limits.idleMs)),
      ),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}
