import type { TCreateFromLink } from '@whispy/contracts';
import { ZCreateFromLink } from '@whispy/contracts';
import {
  assertRunnable,
  assertStorageFor,
  type Caller,
  createTranscription,
  type EngineChoices,
  type Transcriptions,
} from '../transcriptions/index.js';
import { importLinkJob } from './job.js';
import { nameOfLink } from './link-name.js';

/**
 * Creates the caller's transcription of the media at `url` and queues its download. The same refusals as
 * an upload's creation (engine, trial, batch of uploads under way, a full storage quota) come now; what
 * the link answers comes later, as the transcription's failure or its progress.
 */
export async function createFromLink(
  transcriptions: Transcriptions,
  engineChoices: EngineChoices,
  caller: Caller,
  input: TCreateFromLink,
) {
  const { url, ...options } = ZCreateFromLink.parse(input);
  await assertRunnable(engineChoices, options.engine, options.language, options.translate);
  // The size is not known yet: a workspace already at its quota is refused at once, the rest on arrival.
  await assertStorageFor(transcriptions.db, transcriptions.config, caller.workspaceId, 1);
  const { id } = await createTranscription(
    transcriptions,
    caller,
    { ...options, name: nameOfLink(url) },
    { fromLink: true },
  );
  // Not queued (Redis gone): the row stays `waiting` and the sweep fails it with the reason.
  await transcriptions.queue
    .enqueue(importLinkJob, { transcriptionId: id, workspaceId: caller.workspaceId, url })
    .catch((error) => transcriptions.log.error({ err: error, transcription: id }, 'link import not queued'));
  return { id };
}
