import type { TSpeakerVoice } from '@whispy/contracts';
import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { speakerVoices, transcriptions, users, voiceProfiles } from '../../db/schema.js';

export type VoiceProfileRow = typeof voiceProfiles.$inferSelect;
export type VoiceProfileWithCreator = {
  row: Omit<VoiceProfileRow, 'embedding'>;
  creatorName: string | null;
};

const { embedding: _embedding, ...listedColumns } = getTableColumns(voiceProfiles);

/** Profiles without their embeddings, with the name of who saved each. */
const profilesWithCreators = (db: Db) =>
  db
    .select({ row: listedColumns, creatorName: users.name })
    .from(voiceProfiles)
    .leftJoin(users, eq(users.id, voiceProfiles.createdBy));

/** The workspace's profiles by name. */
export function listProfiles(db: Db, workspaceId: string): Promise<VoiceProfileWithCreator[]> {
  return profilesWithCreators(db)
    .where(eq(voiceProfiles.workspaceId, workspaceId))
    .orderBy(asc(voiceProfiles.name), asc(voiceProfiles.id));
}

/** One profile of the workspace, or null. */
export async function findProfile(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<VoiceProfileWithCreator | null> {
  const [found] = await profilesWithCreators(db).where(
    and(eq(voiceProfiles.workspaceId, workspaceId), eq(voiceProfiles.id, id)),
  );
  return found ?? null;
}

/** What matching needs of every profile of a workspace. */
export function profileVoices(db: Db, workspaceId: string) {
  return db
    .select({ id: voiceProfiles.id, name: voiceProfiles.name, embedding: voiceProfiles.embedding })
    .from(voiceProfiles)
    .where(eq(voiceProfiles.workspaceId, workspaceId));
}

export async function countProfiles(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(voiceProfiles)
    .where(eq(voiceProfiles.workspaceId, workspaceId));
  return row?.value ?? 0;
}

/** The new row, or null when the workspace already has a profile of that name. */
export async function insertProfile(
  db: Db,
  row: typeof voiceProfiles.$inferInsert,
): Promise<VoiceProfileRow | null> {
  const [inserted] = await db
    .insert(voiceProfiles)
    .values(row)
    .onConflictDoNothing({ target: [voiceProfiles.workspaceId, voiceProfiles.name] })
    .returning();
  return inserted ?? null;
}

export async function findProfileByName(db: Db, workspaceId: string, name: string) {
  const [row] = await db
    .select({ id: voiceProfiles.id })
    .from(voiceProfiles)
    .where(and(eq(voiceProfiles.workspaceId, workspaceId), eq(voiceProfiles.name, name)));
  return row ?? null;
}

/** The renamed row, or null when the workspace has no such profile. */
export async function renameProfile(db: Db, workspaceId: string, id: string, name: string) {
  const [row] = await db
    .update(voiceProfiles)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(voiceProfiles.id, id), eq(voiceProfiles.workspaceId, workspaceId)))
    .returning();
  return row ?? null;
}

/** True when a profile of this workspace was deleted. */
export async function deleteProfile(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(voiceProfiles)
    .where(and(eq(voiceProfiles.id, id), eq(voiceProfiles.workspaceId, workspaceId)))
    .returning({ id: voiceProfiles.id });
  return deleted.length > 0;
}

/** Whether the workspace has this transcription (someone else's, public or not, is not found). */
export async function hasTranscription(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: transcriptions.id })
    .from(transcriptions)
    .where(and(eq(transcriptions.id, id), eq(transcriptions.workspaceId, workspaceId)));
  return Boolean(row);
}

/** The voice of one speaker of one of the workspace's transcriptions, or null. */
export async function findSpeakerVoice(
  db: Db,
  workspaceId: string,
  transcriptionId: string,
  speaker: string,
): Promise<number[] | null> {
  const [row] = await db
    .select({ embedding: speakerVoices.embedding })
    .from(speakerVoices)
    .innerJoin(transcriptions, eq(transcriptions.id, speakerVoices.transcriptionId))
    .where(
      and(
        eq(speakerVoices.transcriptionId, transcriptionId),
        eq(speakerVoices.speaker, speaker),
        eq(transcriptions.workspaceId, workspaceId),
      ),
    );
  return row?.embedding ?? null;
}

/** Keeps a transcription's speaker voices (a retried job writes them again). */
export async function storeSpeakerVoices(db: Db, transcriptionId: string, voices: readonly TSpeakerVoice[]) {
  if (voices.length === 0) return;
  await db
    .insert(speakerVoices)
    .values(voices.map(({ speaker, embedding }) => ({ transcriptionId, speaker, embedding })))
    .onConflictDoUpdate({
      target: [speakerVoices.transcriptionId, speakerVoices.speaker],
      set: { embedding: sql`excluded.embedding` },
    });
}
