import { ulid } from 'ulid';
import type { Db } from '../../apps/server/src/db/database.js';
import { transcriptions } from '../../apps/server/src/db/schema.js';

/** Names cycle through these, so a search for one topic matches a fifth of the rows. */
export const TOPICS = [
  'Budget review',
  'Team standup',
  'Customer interview',
  'Product lecture',
  'Podcast episode',
];
const BATCH = 500;

/** What a seeded transcription says, in which language; by default one line of English. */
export type TranscriptOf = (
  index: number,
) => Pick<typeof transcriptions.$inferInsert, 'language' | 'segments'>;

const oneLine: TranscriptOf = () => ({
  language: 'en',
  segments: [{ id: 0, start: 0, end: 2, text: ' Hello, and welcome.', speaker: null, words: [] }],
});

/** A finished transcription as the pipeline leaves it. */
function completedRow(
  index: number,
  count: number,
  owner: { workspaceId: string; ownerId: string },
  transcriptOf: TranscriptOf,
) {
  // One a minute up to now, so the default order (newest first) has distinct times to sort by.
  const createdAt = new Date(Date.now() - (count - index) * 60_000);
  const duration = 30 + ((index * 37) % 3600);
  const transcript = transcriptOf(index);
  return {
    id: ulid(createdAt.getTime()),
    ...owner,
    name: `${TOPICS[index % TOPICS.length]} ${index + 1}`,
    status: 'completed' as const,
    progress: 1,
    engine: 'whispy-tiny',
    diarization: false,
    keepData: true,
    duration,
    sizeBytes: duration * 16_000,
    mediaStored: true,
    chargedSeconds: duration,
    transcribedSeconds: duration,
    ...transcript,
    detectedLanguage: transcript.language,
    uploadStartedAt: createdAt,
    completedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  } satisfies typeof transcriptions.$inferInsert;
}

/** Inserts `count` completed transcriptions into one workspace, straight into the table in batches. */
export async function seedTranscriptions(
  db: Db,
  owner: { workspaceId: string; ownerId: string },
  count: number,
  transcriptOf = oneLine,
) {
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    await db
      .insert(transcriptions)
      .values(Array.from({ length: size }, (_, i) => completedRow(start + i, count, owner, transcriptOf)));
  }
}
