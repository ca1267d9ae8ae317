import { ulid } from 'ulid';
import type { Db } from '../../db/database.js';
import { type FeedbackEntry, insertFeedback, selectRecentFeedback } from './repo.js';

/** Enough to tell the browser and platform; longer headers are padding, not information. */
const USER_AGENT_MAX_LENGTH = 512;

/** Stores what a member wrote, with the browser it came from; answers the new entry's id. */
export async function submitFeedback(
  db: Db,
  author: { userId: string; workspaceId: string },
  text: string,
  userAgent: string | undefined,
): Promise<string> {
  const id = ulid();
  await insertFeedback(db, {
    id,
    ...author,
    text,
    userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  });
  return id;
}

/** One block per entry: a heading line, then the text indented so that entries stand apart. */
function formatEntries(entries: FeedbackEntry[]): string {
  if (entries.length === 0) return 'No feedback.';
  return entries
    .map((entry) => {
      const heading = `${entry.createdAt.toISOString()}  ${entry.email}  ${entry.workspaceName} (${entry.workspaceId})`;
      const body = entry.text
        .split('\n')
        .map((line) => `    ${line}`)
        .join('\n');
      return `${heading}\n${body}`;
    })
    .join('\n\n');
}

/** The newest feedback (since a moment, at most `limit` entries) as text for an operator's terminal. */
export async function feedbackReport(db: Db, filter: { since?: Date; limit: number }) {
  const entries = await selectRecentFeedback(db, filter);
  return { count: entries.length, text: formatEntries(entries) };
}
