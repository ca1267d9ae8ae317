import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sessions } from '../db/schema.js';

export async function insertSession(db: Db, row: { id: string; userId: string; expiresAt: Date }) {
  await db.insert(sessions).values(row);
}

export async function findLiveSessionUser(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())));
  return row?.userId ?? null;
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Deletes every session past its expiry (they already read as signed out); returns how many. */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return deleted.length;
}
