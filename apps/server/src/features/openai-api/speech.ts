import { createReadStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { FINAL_STATUSES, type TEngineChoices } from '@whispy/contracts';
import { isMessageId } from '../../i18n/index.js';
import {
  admitPending,
  assertRunnable,
  assertStorageFor,
  type Caller,
  createTranscription,
  findTranscription,
  longestRunMs,
  readableName,
  receiveUpload,
  type TranscriptionRow,
  type Transcriptions,
} from '../transcriptions/index.js';
import type { SpeechForm } from './form.js';
import { OpenAiError } from './openai-error.js';
import { engineOfModel, type SpeechRequest } from './speech-request.js';

/** How often a waiting request looks at its transcription: the database row is the truth in every deployment. */
const POLL_MS = 300;

/** Failures caused by the file itself: the caller's to fix, so 400 rather than a server error. */
const FILE_FAILURES = new Set([
  'transcriptions.failure.not_media',
  'transcriptions.failure.corrupt_media',
  'transcriptions.failure.no_audio',
  'transcriptions.failure.too_large',
  'transcriptions.failure.too_long',
  'transcriptions.failure.upload_interrupted',
]);

export interface SpeechParts {
  transcriptions: Transcriptions;
  engineChoices: () => Promise<TEngineChoices>;
}

/** What the request waiting for a transcription is told, and tells. */
export interface SpeechWaiting {
  /** Aborted when the client gives up: the request stops waiting; the transcription goes on. */
  signal: AbortSignal;
  /** Called once the transcription exists: from then on, sending the same request again makes another. */
  created(): void;
}

/**
 * Transcribes (or translates) a file sent to the OpenAI-compatible API as an upload of the caller's
 * workspace: the same engine checks, storage quota, trial and batch limits, content probe, minutes and job
 * queue as a tus upload, and it appears in the workspace's list. Answers the completed row, waiting at most
 * as long as the transcription itself may take; refusals and failures in OpenAI's terms.
 */
export async function transcribeSpeech(
  { transcriptions, engineChoices }: SpeechParts,
  caller: Caller,
  request: SpeechRequest,
  form: SpeechForm,
  { signal, created }: SpeechWaiting,
): Promise<TranscriptionRow> {
  const { db, config } = transcriptions;
  const engine = engineOfModel(request.model, (await engineChoices()).default_engine);
  const translate = request.task === 'translate';
  await assertRunnable(engineChoices, engine, request.language, translate);
  await assertStorageFor(db, config, caller.workspaceId, form.file.size);
  const { id } = await createTranscription(
    transcriptions,
    caller,
    {
      name: nameOf(form.file.name),
      language: request.language,
      engine,
      translate,
    },
    { decoding: { prompt: request.prompt, temperature: request.temperature } },
  );
  created();
  await receiveUpload(transcriptions, id, form.file.size, createReadStream(form.file.path));
  await form.discard();
  const waitMs = longestRunMs(config.engine.timeLimit, engine, config.uploads.maxFileSeconds);
  return settled(transcriptions, id, AbortSignal.any([signal, AbortSignal.timeout(waitMs)]));
}

/** The transcription's name: the file's, made readable, as for a link's. */
const nameOf = (fileName: string) => readableName(fileName) || 'audio';

/** The transcription once completed; a failure or missing minutes as OpenAI errors. */
async function settled(transcriptions: Transcriptions, id: string, signal: AbortSignal) {
  let admitted = false;
  while (!signal.aborted) {
    const row = await findTranscription(transcriptions.db, id);
    if (!row) throw new OpenAiError(404, 'transcriptions.not_found');
    if (row.status === 'completed') return row;
    if (FINAL_STATUSES.includes(row.status)) throw failureOf(row);
    if (row.status === 'pending') {
      // Pending for a moment between validation and admission; still pending after admitting: no minutes.
      if (admitted) throw new OpenAiError(429, 'openai.minutes_needed', null, 'insufficient_quota');
      await admitPending(transcriptions, row.workspaceId);
      admitted = true;
      continue;
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
  throw new OpenAiError(504, 'openai.still_running', null, 'timeout');
}

function failureOf(row: TranscriptionRow) {
  const failure =
    row.failure && isMessageId(row.failure) ? row.failure : 'transcriptions.failure.engine_failed';
  const byFile = FILE_FAILURES.has(failure);
  return new OpenAiError(byFile ? 400 : 500, failure, byFile ? 'file' : null);
}
