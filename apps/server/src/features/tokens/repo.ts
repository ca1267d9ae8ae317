import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { accessTokens } from '../../db/schema.js';

export type AccessTokenRow = typeof accessTokens.$inferSelect;

export async function insertToken(db: Db, row: typeof accessTokens.$inferInsert): Promise<AccessTokenRow> {
  const [inserted] = await db.insert(accessTokens).values(row).returning();
  return inserted!;
}

export function listTokens(db: Db, scope: { userId: string; workspaceId: string }) {
  return db
    .select()
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, scope.userId), eq(accessTokens.workspaceId, scope.workspaceId)))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
}

export async function countTokens(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(accessTokens).where(eq(accessTokens.userId, userId));
  return row?.value ?? 0;
}

/** True when a token of this user in this workspace was deleted. */
export async function deleteToken(db: Db, scope: { userId: string; workspaceId: string }, id: string) {
  const deleted = await db
    .delete(accessTokens)
    .where(
      and(
        eq(accessTokens.id, id),
        eq(accessTokens.userId, scope.userId),
        eq(accessTokens.workspaceId, scope.workspaceId),
      ),
    )
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
