import type {
  TCreateTranscription,
  TPage,
  TPartialSegment,
  TSaveTranscript,
  TTranscription,
  TTranscriptionDetail,
  TUpdateTranscription,
} from '@whispy/contracts';
import { ZCreateTranscription, ZEngineName, ZTranscriptionLanguage } from '@whispy/contracts';
import { ulid } from 'ulid';
import { invalidInput, Refusal } from '../../domain/refusal.js';
import { isMessageId, type MessageId, type MessageParams } from '../../i18n/index.js';
import { glossaryEntries } from '../vocabulary/index.js';
import type { Transcriptions } from './context.js';
import { savedTranscriptOf, transcriptErrors } from './edited-transcript.js';
import type { TranscriptionRow } from './lifecycle.js';
import { listPartialSegments } from './partial-segments.js';
import { keepUsageOfDeleted, quotaOf, trialUsedUp } from './quota.js';
import {
  countInStatuses,
  deleteTranscription,
  findVisible,
  findVisibleSummary,
  insertTranscription,
  listPage,
  renameSpeakersAt,
  type Scope,
  saveTranscript as saveTranscriptRow,
  type TranscriptionSummary,
  type TranscriptionWithOwner,
  updateTranscription,
} from './repo.js';
import { uploadUrlOf } from './uploads.js';

/** Translates in the reader's language (request.t). */
export type Translate = (message: MessageId | { id: MessageId; params?: MessageParams }) => string;

export interface Caller {
  userId: string;
  workspaceId: string;
}

const FINISHED = new Set(['completed', 'failed', 'expired']);

/** The speakers in order of first appearance, with the names users gave them or "Speaker N". */
export function speakersOf(row: Pick<TranscriptionRow, 'speakerLabels' | 'speakerNames'>, t: Translate) {
  return row.speakerLabels.map((label, index) => ({
    id: label,
    name: row.speakerNames[label] ?? t({ id: 'transcriptions.speaker', params: { number: index + 1 } }),
  }));
}

type Marks = TranscriptionRow['recognisedSpeakers'];

/**
 * The names a voice profile gave that the speakers still bear: a speaker renamed (or gone from the
 * transcript) was corrected by a person, so there is no longer anything to undo.
 */
export function keptMarks(marks: Marks, speakerNames: TranscriptionRow['speakerNames']): Marks {
  return Object.fromEntries(
    Object.entries(marks).filter(([label, mark]) => speakerNames[label] === mark.name),
  );
}

/** The speakers as the API shows them: with whether a voice profile named each. */
const shownSpeakers = (row: TranscriptionSummary, t: Translate) => {
  const marks = keptMarks(row.recognisedSpeakers, row.speakerNames);
  return speakersOf(row, t).map((speaker) => ({ ...speaker, recognised: Object.hasOwn(marks, speaker.id) }));
};

/** Whether the uploaded media can be played: stored, and its upload finished. */
export const hasMedia = (row: Pick<TranscriptionSummary, 'mediaStored' | 'status'>) =>
  row.mediaStored && !['waiting', 'uploading'].includes(row.status);

export function toContract(
  { row, ownerName }: TranscriptionWithOwner<TranscriptionSummary>,
  caller: Caller,
  t: Translate,
  expireAfterMs: number,
): TTranscription {
  const started = row.uploadStartedAt ?? row.createdAt;
  const member = row.workspaceId === caller.workspaceId;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    progress: row.progress,
    remaining_seconds: row.remainingSeconds,
    duration: row.duration,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    public: row.public,
    language: ZTranscriptionLanguage.catch('auto').parse(row.language),
    detected_language: row.detectedLanguage,
    engine: ZEngineName.catch('whispy-base').parse(row.engine),
    model: row.model,
    diarization: row.diarization,
    min_speakers: row.minSpeakers,
    max_speakers: row.maxSpeakers,
    // The workspace's glossary and an upload's own words are its members' (a public reader sees none).
    vocabulary: member ? row.vocabulary : [],
    keepData: row.keepData,
    translate: row.translate,
    owner: { id: row.ownerId, name: ownerName },
    speakers: shownSpeakers(row, t),
    failure: row.failure && isMessageId(row.failure) ? t(row.failure) : row.failure,
    truncated: row.truncated,
    // Rows transcribed before every job had a limit were only ever cut by the trial.
    truncated_by: row.truncated ? (row.limitedBy ?? 'trial') : null,
    transcribed_seconds: row.transcribedSeconds,
    media_available: hasMedia(row),
    from_link: row.fromLink,
    expires_at: FINISHED.has(row.status) ? null : new Date(started.getTime() + expireAfterMs).toISOString(),
    editable: member,
    version: row.version,
  };
}

export function toDetail(
  found: TranscriptionWithOwner,
  caller: Caller,
  t: Translate,
  expireAfterMs: number,
  partialSegments: TPartialSegment[] | null = null,
): TTranscriptionDetail {
  return {
    ...toContract(found, caller, t, expireAfterMs),
    segments: found.row.segments,
    partial_segments: partialSegments,
  };
}

/** The text made so far of a transcription being processed; null in every other status (ADR 027). */
export async function partialSegmentsOf(
  { db }: Pick<Transcriptions, 'db'>,
  { id, status }: Pick<TranscriptionSummary, 'id' | 'status'>,
): Promise<TPartialSegment[] | null> {
  return status === 'processing' ? listPartialSegments(db, id) : null;
}

/** How Whisper decodes beyond the upload form: OpenAI's `prompt` and `temperature` (ADR 030). */
export interface Decoding {
  prompt: string | null;
  temperature: number;
}

/**
 * Creates the row in `waiting`; refused when the workspace's trial has no transcriptions left.
 * `fromLink`: the server will fetch its media from a link (ADR 034). `decoding`: the OpenAI API's.
 */
export async function createTranscription(
  { db, config }: Pick<Transcriptions, 'db' | 'config'>,
  caller: Caller,
  input: TCreateTranscription,
  {
    fromLink = false,
    decoding = { prompt: null, temperature: 0 },
  }: { fromLink?: boolean; decoding?: Decoding } = {},
) {
  const values = ZCreateTranscription.parse(input);
  const quota = await quotaOf(db, config, caller.workspaceId);
  if (trialUsedUp(quota)) {
    throw new Refusal('not_allowed', {
      // Where nobody can subscribe, only the server's administrator can lift the limit.
      id: config.billing.stripe ? 'transcriptions.trial_exhausted' : 'transcriptions.limit_reached',
      params: { count: quota.trial?.allowed ?? 0 },
    });
  }
  const { maxFilesPerBatch } = quota.limits;
  // A batch's files upload together; uploads abandoned over an hour ago no longer hold a place.
  const inFlight = await countInStatuses(
    db,
    caller.workspaceId,
    ['waiting', 'uploading'],
    new Date(Date.now() - 3_600_000),
  );
  if (inFlight >= maxFilesPerBatch) {
    throw new Refusal('too_many', {
      id: 'transcriptions.too_many_uploads',
      params: { count: maxFilesPerBatch },
    });
  }
  const row = await insertTranscription(db, {
    id: ulid(),
    workspaceId: caller.workspaceId,
    ownerId: caller.userId,
    name: values.name,
    status: 'waiting',
    language: values.language,
    engine: values.engine,
    diarization: values.diarization,
    minSpeakers: values.diarization ? values.min_speakers : null,
    maxSpeakers: values.diarization ? values.max_speakers : null,
    vocabulary: values.vocabulary ?? (await glossaryEntries(db, caller.workspaceId)),
    keepData: values.keepData,
    translate: values.translate,
    fromLink,
    ...decoding,
  });
  return { id: row.id, upload_url: uploadUrlOf(row.id) };
}

export async function listTranscriptions(
  { db }: Transcriptions,
  scope: Scope,
  query: Parameters<typeof listPage>[2],
): Promise<{ items: TranscriptionWithOwner<TranscriptionSummary>[]; page: Omit<TPage<never>, 'data'> }> {
  const { items, total } = await listPage(db, scope, query);
  const first = (query.page - 1) * query.per_page;
  return {
    items,
    page: {
      from: items.length ? first + 1 : 0,
      to: items.length ? first + items.length : 0,
      count: total,
      page: query.page,
      per_page: query.per_page,
    },
  };
}

/** A transcription `scope` may see, with its transcript; 404 otherwise. */
export async function findInScope({ db }: Pick<Transcriptions, 'db'>, scope: Scope, id: string) {
  const found = await findVisible(db, id, scope);
  if (!found) throw new Refusal('not_found', 'transcriptions.not_found');
  return found;
}

export async function updateOwn(
  transcriptions: Transcriptions,
  caller: Caller,
  id: string,
  changes: TUpdateTranscription,
): Promise<TranscriptionWithOwner> {
  const found = await findInScope(transcriptions, { workspaceId: caller.workspaceId }, id);
  if (changes.public && found.row.status !== 'completed') {
    throw invalidInput({ public: [{ id: 'transcriptions.public_unfinished' }] });
  }
  let speakerNames: TranscriptionRow['speakerNames'] | undefined;
  let recognisedSpeakers: Marks | undefined;
  if (changes.speakers) {
    const unknown = Object.keys(changes.speakers).filter((label) => !found.row.speakerLabels.includes(label));
    if (unknown.length) {
      throw invalidInput({
        speakers: [{ id: 'transcriptions.speaker_unknown', params: { ids: unknown.join(', ') } }],
      });
    }
    speakerNames = { ...found.row.speakerNames, ...changes.speakers };
    recognisedSpeakers = keptMarks(found.row.recognisedSpeakers, speakerNames);
  }
  const row = await updateTranscription(
    transcriptions.db,
    id,
    caller.workspaceId,
    { name: changes.name, public: changes.public, speakerNames, recognisedSpeakers },
    { newVersionBy: speakerNames === undefined ? undefined : caller.userId },
  );
  if (!row) throw new Refusal('not_found', 'transcriptions.not_found');
  return { row, ownerName: found.ownerName };
}

/**
 * Saves an edited transcript over the version it was edited from. Refused with 409 when someone else
 * saved since (the editor keeps its text), and with 422, naming each bad entry, when it does not fit
 * the recording.
 */
export async function saveTranscript(
  { db }: Transcriptions,
  caller: Caller,
  id: string,
  input: TSaveTranscript,
): Promise<TranscriptionWithOwner> {
  const found = await findSummary({ db }, { workspaceId: caller.workspaceId }, id);
  if (found.row.status !== 'completed') throw new Refusal('conflict', 'transcriptions.not_completed');
  if (found.row.version !== input.version) throw versionConflict(caller, found.row);
  const errors = transcriptErrors(input, found.row.duration);
  if (errors) throw invalidInput(errors);
  const saved = savedTranscriptOf(input);
  const row = await saveTranscriptRow(
    db,
    { id, workspaceId: caller.workspaceId, version: input.version, savedBy: caller.userId },
    { ...saved, recognisedSpeakers: keptMarks(found.row.recognisedSpeakers, saved.speakerNames) },
  );
  if (row) return { row, ownerName: found.ownerName };
  throw await versionConflictSince({ db }, caller, id);
}

/**
 * The refusal of a change made over a version that is no longer the latest, saying "you, in another tab"
 * when the latest was the caller's own save.
 */
function versionConflict(caller: Caller, latest: Pick<TranscriptionRow, 'versionSavedBy'>) {
  return new Refusal(
    'conflict',
    latest.versionSavedBy === caller.userId
      ? 'transcriptions.version_conflict_own'
      : 'transcriptions.version_conflict',
  );
}

/** The same after a guarded update matched nothing: 404 when the row went away meanwhile. */
async function versionConflictSince({ db }: Pick<Transcriptions, 'db'>, caller: Caller, id: string) {
  const latest = await findSummary({ db }, { workspaceId: caller.workspaceId }, id);
  return versionConflict(caller, latest.row);
}

/**
 * Undoes a name a voice profile gave: the speaker goes back to the engine's label ("Speaker N") and the
 * transcript takes a new version, as a rename does (ADR 007). 404 when the speaker bears no such name.
 */
export async function undoRecognition(
  { db }: Pick<Transcriptions, 'db'>,
  caller: Caller,
  id: string,
  speaker: string,
): Promise<TranscriptionWithOwner<TranscriptionSummary>> {
  const found = await findSummary({ db }, { workspaceId: caller.workspaceId }, id);
  const marks = keptMarks(found.row.recognisedSpeakers, found.row.speakerNames);
  if (!Object.hasOwn(marks, speaker)) throw new Refusal('not_found', 'transcriptions.speaker_not_recognised');
  const { [speaker]: _name, ...speakerNames } = found.row.speakerNames;
  const { [speaker]: _mark, ...recognisedSpeakers } = marks;
  const row = await renameSpeakersAt(
    db,
    { id, workspaceId: caller.workspaceId, version: found.row.version, savedBy: caller.userId },
    { speakerNames, recognisedSpeakers },
  );
  if (!row) throw await versionConflictSince({ db }, caller, id);
  return { row, ownerName: found.ownerName };
}

/**
 * Deletes the media, then the row, so that a failed delete leaves nothing unreachable behind. Work in
 * progress is abandoned: its worker finds the row gone.
 */
export async function deleteOwn(transcriptions: Transcriptions, caller: Caller, id: string) {
  await findInScope(transcriptions, { workspaceId: caller.workspaceId }, id);
  await transcriptions.store.remove(id);
  await transcriptions.db.transaction(async (tx) => {
    const deleted = await deleteTranscription(tx, id, caller.workspaceId);
    if (deleted) await keepUsageOfDeleted(tx, caller.workspaceId, deleted);
  });
}

/** A transcription `scope` may see, without its transcript; 404 otherwise. */
export async function findSummary({ db }: Pick<Transcriptions, 'db'>, scope: Scope, id: string) {
  const found = await findVisibleSummary(db, id, scope);
  if (!found) throw new Refusal('not_found', 'transcriptions.not_found');
  return found;
}
