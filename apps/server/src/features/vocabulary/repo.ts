import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { workspaceGlossaries } from '../../db/schema.js';

export type GlossaryRow = typeof workspaceGlossaries.$inferSelect;

export async function findGlossary(db: Db, workspaceId: string): Promise<GlossaryRow | null> {
  const [row] = await db
    .select()
    .from(workspaceGlossaries)
    .where(eq(workspaceGlossaries.workspaceId, workspaceId));
  return row ?? null;
}

/** Replaces the workspace's glossary as a whole: the last save wins, as with any settings form. */
export async function upsertGlossary(db: Db, workspaceId: string, entries: string[], updatedBy: string) {
  const values = { entries, updatedBy, updatedAt: new Date() };
  const [row] = await db
    .insert(workspaceGlossaries)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({ target: workspaceGlossaries.workspaceId, set: values })
    .returning();
  if (!row) throw new Error('the glossary upsert returned no row');
  return row;
}
