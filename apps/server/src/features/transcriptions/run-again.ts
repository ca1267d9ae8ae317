import type { TRunTranscriptionAgain } from '@whispy/contracts';
import { Refusal } from '../../domain/refusal.js';
import type { Transcriptions } from './context.js';
import { assertRunnable, type EngineChoices } from './engine-choices.js';
import { type Caller, createTranscription, findInScope } from './service.js';
import { assertStorageFor } from './storage-quota.js';
import { receiveUpload } from './uploads.js';

/** Only finished work is run again: running work would race its own new run for the same minutes. */
const RERUNNABLE = new Set(['completed', 'failed']);

/**
 * Runs a finished or failed transcription again, with another engine or language, as a NEW transcription
 * of a copy of its kept media (ADR 026): the original and any edits to it stay. The copy arrives like an
 * upload, so the storage quota, the trial, the batch limit and the minutes count it as they count uploads.
 */
export async function runAgain(
  transcriptions: Transcriptions,
  choices: EngineChoices,
  caller: Caller,
  id: string,
  { engine, language }: TRunTranscriptionAgain,
) {
  const { db, config, store } = transcriptions;
  const { row } = await findInScope(transcriptions, { workspaceId: caller.workspaceId }, id);
  const size = row.mediaStored && RERUNNABLE.has(row.status) ? await store.size(id) : null;
  if (size === null) throw new Refusal('conflict', 'transcriptions.run_again_unavailable');
  await assertRunnable(choices, engine, language, row.translate);
  await assertStorageFor(db, config, caller.workspaceId, size);
  const created = await createTranscription(
    transcriptions,
    caller,
    {
      name: row.name,
      language,
      engine,
      diarization: row.diarization,
      min_speakers: row.minSpeakers,
      max_speakers: row.maxSpeakers,
      vocabulary: row.vocabulary,
      keepData: row.keepData,
      translate: row.translate,
    },
    { decoding: { prompt: row.prompt, temperature: row.temperature } },
  );
  await receiveUpload(transcriptions, created.id, size, await store.read(id));
  return { id: created.id };
}
