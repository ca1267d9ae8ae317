import type { TPartialSegment } from '@whispy/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { partialSegments } from '../../db/schema.js';

/** Rows per INSERT: five parameters each, well under PostgreSQL's 65,535 parameters a statement. */
const ROWS_PER_INSERT = 1_000;

/** Stores segments a running job has finished; one already stored (a replayed batch) is kept as it was. */
export async function storePartialSegments(db: Db, transcriptionId: string, segments: TPartialSegment[]) {
  for (let first = 0; first < segments.length; first += ROWS_PER_INSERT) {
    await db
      .insert(partialSegments)
      .values(
        segments.slice(first, first + ROWS_PER_INSERT).map((segment) => ({ transcriptionId, ...segment })),
      )
      .onConflictDoNothing();
  }
}

/** The segments done so far, in order. */
export async function listPartialSegments(db: Db, transcriptionId: string): Promise<TPartialSegment[]> {
  return db
    .select({
      position: partialSegments.position,
      start: partialSegments.start,
      end: partialSegments.end,
      text: partialSegments.text,
    })
    .from(partialSegments)
    .where(eq(partialSegments.transcriptionId, transcriptionId))
    .orderBy(asc(partialSegments.position));
}

/** Forgets the text made so far: the job ended (the transcript replaces it) or starts over. */
export async function clearPartialSegments(db: Db, transcriptionId: string) {
  await db.delete(partialSegments).where(eq(partialSegments.transcriptionId, transcriptionId));
}
