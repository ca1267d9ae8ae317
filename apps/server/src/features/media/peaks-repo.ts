import type { TMediaPeaks } from '@whispy/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { mediaPeaks } from '../../db/schema.js';

export async function findPeaks(db: Db, transcriptionId: string): Promise<TMediaPeaks | null> {
  const [row] = await db.select().from(mediaPeaks).where(eq(mediaPeaks.transcriptionId, transcriptionId));
  return row ? { duration: row.duration, peaks_per_second: row.peaksPerSecond, peaks: row.peaks } : null;
}

/** Another server process may have saved the same waveform first; either copy will do. */
export async function insertPeaks(db: Db, transcriptionId: string, waveform: TMediaPeaks) {
  await db
    .insert(mediaPeaks)
    .values({
      transcriptionId,
      duration: waveform.duration,
      peaksPerSecond: waveform.peaks_per_second,
      peaks: waveform.peaks,
    })
    .onConflictDoNothing();
}
