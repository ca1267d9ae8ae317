import type { TPartialSegment } from '@whispy/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { partialSegments } from '../../db/schema.js';

/** Stores segments a running job has finished; one already stored (a replayed batch) is kept as it was. */
export async function storePartialSegments(db: Db, transcriptionId: string, segments: TPartialSegment[]) {
  if (segments.length === 0) return;
  await db
    .insert(partialSegments)
    .values(segments.map((segment) => ({ transcriptionId, ...segment })))
    .onConflictDoNothing();
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
