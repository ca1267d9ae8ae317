import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { shareLinks, transcriptions, users } from '../../db/schema.js';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export async function insertLink(db: Db, row: typeof shareLinks.$inferInsert): Promise<ShareLinkRow> {
  const [inserted] = await db.insert(shareLinks).values(row).returning();
  return inserted!;
}

export async function countLinks(db: Db, transcriptionId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(shareLinks)
    .where(eq(shareLinks.transcriptionId, transcriptionId));
  return row?.value ?? 0;
}

/** The transcription's links, newest first, with the name of the member who created each. */
export function listLinks(db: Db, transcriptionId: string) {
  return db
    .select({ link: shareLinks, creatorName: users.name })
    .from(shareLinks)
    .leftJoin(users, eq(users.id, shareLinks.createdBy))
    .where(eq(shareLinks.transcriptionId, transcriptionId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
}

const ofTranscription = (transcriptionId: string, id: string) =>
  and(eq(shareLinks.id, id), eq(shareLinks.transcriptionId, transcriptionId));

/** The link of this transcription, or null. */
export async function findLink(db: Db, transcriptionId: string, id: string): Promise<ShareLinkRow | null> {
  const [found] = await db.select().from(shareLinks).where(ofTranscription(transcriptionId, id));
  return found ?? null;
}

export async function deleteLink(db: Db, transcriptionId: string, id: string) {
  await db.delete(shareLinks).where(ofTranscription(transcriptionId, id));
}

/** The unexpired link with this token hash, with its transcription's workspace; null otherwise. */
export async function findOpenable(db: Db, tokenHash: string, now: Date) {
  const [found] = await db
    .select({
      id: shareLinks.id,
      lastOpenedAt: shareLinks.lastOpenedAt,
      transcriptionId: shareLinks.transcriptionId,
      workspaceId: transcriptions.workspaceId,
    })
    .from(shareLinks)
    .innerJoin(transcriptions, eq(transcriptions.id, shareLinks.transcriptionId))
    .where(
      and(
        eq(shareLinks.tokenHash, tokenHash),
        or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now)),
      ),
    );
  return found ?? null;
}

export async function touchLink(db: Db, id: string, at: Date) {
  await db.update(shareLinks).set({ lastOpenedAt: at }).where(eq(shareLinks.id, id));
}
