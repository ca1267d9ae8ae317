import { desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { feedback, users, workspaces } from '../../db/schema.js';

export async function insertFeedback(db: Db, row: typeof feedback.$inferInsert) {
  await db.insert(feedback).values(row);
}

/** Newest first, with who wrote it and from which workspace. */
export function selectRecentFeedback(db: Db, filter: { since?: Date; limit: number }) {
  return db
    .select({
      createdAt: feedback.createdAt,
      email: users.email,
      workspaceId: workspaces.id,
      workspaceName: workspaces.name,
      text: feedback.text,
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .innerJoin(workspaces, eq(workspaces.id, feedback.workspaceId))
    .where(filter.since ? gte(feedback.createdAt, filter.since) : undefined)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(filter.limit);
}

export type FeedbackEntry = Awaited<ReturnType<typeof selectRecentFeedback>>[number];
