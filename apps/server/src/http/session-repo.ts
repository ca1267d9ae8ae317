import { and, eq, gt } from 'drizzle-orm';
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
