import type { TCreateVoiceProfile, TSpeakerVoice, TVoiceProfile } from '@whispy/contracts';
import { VOICE_PROFILE_LIMITS } from '@whispy/contracts';
import { ulid } from 'ulid';
import type { Db } from '../../db/database.js';
import { invalidInput, Refusal } from '../../domain/refusal.js';
import { type Recognition, recognise } from './recognition.js';
import {
  countProfiles,
  deleteProfile,
  findProfile,
  findProfileByName,
  findSpeakerVoice,
  hasTranscription,
  insertProfile,
  listProfiles,
  profileVoices,
  renameProfile,
  storeSpeakerVoices,
  type VoiceProfileWithCreator,
} from './repo.js';

export interface ProfileScope {
  userId: string;
  workspaceId: string;
}

const toContract = ({ row, creatorName }: VoiceProfileWithCreator): TVoiceProfile => ({
  id: row.id,
  name: row.name,
  created_by: row.createdBy && creatorName !== null ? { id: row.createdBy, name: creatorName } : null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const nameTaken = (name: string) =>
  new Refusal('conflict', { id: 'voice_profiles.name_taken', params: { name } });

export async function listVoiceProfiles(db: Db, workspaceId: string): Promise<TVoiceProfile[]> {
  return (await listProfiles(db, workspaceId)).map(toContract);
}

/**
 * Saves the voice of one speaker of one of the workspace's transcriptions under a name: 404 for a
 * transcription the workspace does not have, 422 for a speaker without a voice (not in the transcript,
 * or it never spoke long enough alone), 409 for a name taken or a workspace at its limit.
 */
export async function saveVoiceProfile(
  db: Db,
  scope: ProfileScope,
  input: TCreateVoiceProfile,
): Promise<TVoiceProfile> {
  if (!(await hasTranscription(db, scope.workspaceId, input.transcription_id))) {
    throw new Refusal('not_found', 'transcriptions.not_found');
  }
  const embedding = await findSpeakerVoice(db, scope.workspaceId, input.transcription_id, input.speaker);
  if (!embedding) throw invalidInput({ speaker: [{ id: 'voice_profiles.no_voice' }] });
  if ((await countProfiles(db, scope.workspaceId)) >= VOICE_PROFILE_LIMITS.perWorkspace) {
    throw new Refusal('conflict', {
      id: 'voice_profiles.too_many',
      params: { count: VOICE_PROFILE_LIMITS.perWorkspace },
    });
  }
  const row = await insertProfile(db, {
    id: ulid(),
    workspaceId: scope.workspaceId,
    name: input.name,
    embedding,
    createdBy: scope.userId,
  });
  if (!row) throw nameTaken(input.name);
  return findListed(db, scope.workspaceId, row.id);
}

async function findListed(db: Db, workspaceId: string, id: string): Promise<TVoiceProfile> {
  const found = await findProfile(db, workspaceId, id);
  if (!found) throw new Refusal('not_found', 'voice_profiles.not_found');
  return toContract(found);
}

/** Renames a profile of the workspace (404 otherwise; 409 when another profile has the name). */
export async function renameVoiceProfile(
  db: Db,
  workspaceId: string,
  id: string,
  name: string,
): Promise<TVoiceProfile> {
  const holder = await findProfileByName(db, workspaceId, name);
  if (holder && holder.id !== id) throw nameTaken(name);
  try {
    if (!(await renameProfile(db, workspaceId, id, name))) {
      throw new Refusal('not_found', 'voice_profiles.not_found');
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
  return findListed(db, workspaceId, id);
}

/** Deletes a profile of the workspace (404 otherwise); names it gave stay in their transcripts. */
export async function deleteVoiceProfile(db: Db, workspaceId: string, id: string) {
  if (!(await deleteProfile(db, workspaceId, id))) throw new Refusal('not_found', 'voice_profiles.not_found');
}

/**
 * Before completion: keeps the transcription's speaker voices (so a completed transcription always has
 * them to save a profile from) and finds which speakers are people of the workspace's own profiles.
 */
export async function recogniseSpeakers(
  db: Db,
  { workspaceId, transcriptionId }: { workspaceId: string; transcriptionId: string },
  voices: readonly TSpeakerVoice[],
): Promise<Recognition[]> {
  await storeSpeakerVoices(db, transcriptionId, voices);
  if (voices.length === 0) return [];
  return recognise(voices, await profileVoices(db, workspaceId));
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || typeof current === 'object'; ) {
    if (!current) return false;
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
