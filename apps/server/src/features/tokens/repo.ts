import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { accessTokens, workspaces } from '../../db/schema.js';

export type AccessTokenRow = typeof accessTokens.$inferSelect;

export async function insertToken(db: Db, row: typeof accessTokens.$inferInsert): Promise<AccessTokenRow> {
  const [inserted] = await db.insert(accessTokens).values(row).returning();
  return inserted!;
}

/** The user's tokens in every workspace, newest first, with the workspace each acts in. */
export function listTokens(db: Db, userId: string) {
  return db
    .select({ token: accessTokens, workspaceName: workspaces.name })
    .from(accessTokens)
    .innerJoin(workspaces, eq(workspaces.id, accessTokens.workspaceId))
    .where(eq(accessTokens.userId, userId))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
}

export async function countTokens(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(accessTokens).where(eq(accessTokens.userId, userId));
  return row?.value ?? 0;
}

/** True when a token of this user was deleted. */
export async function deleteToken(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId)))
    .returning({ id: accessTokens.id });
  return deleted.length > 0;
}

export async function findTokenByHash(db: Db, tokenHash: string): Promise<AccessTokenRow | null> {
  const [row] = await db.select().from(accessTokens).where(eq(accessTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function touchToken(db: Db, id: string, at: Date) {
  await db.update(accessTokens).set({ lastUsedAt: at }).where(eq(accessTokens.id, id));
}
