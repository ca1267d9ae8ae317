import type { Config } from '../../config.js';
import { createEnginePool } from '../../engine/index.js';
import type { Transcriptions } from './context.js';
import { runTranscription, validateUploadJob } from './jobs.js';
import { transcriptionJob } from './pipeline.js';
import { validateUpload } from './validation.js';

/** How long a stopping process lets running jobs finish before they are left to be re-run. */
export const STOP_GRACE_MS = 10_000;

/**
 * Runs transcription jobs from the queue with ENGINE_SLOTS warm engine processes, one job per slot.
 * Used inside the server (unless PROCESS_JOBS=false) and by `npm run worker` on other machines. Its
 * engine must outlive the queue: close the queue first (jobs still running use the engine), then `close`.
 */
export function startWorker(transcriptions: Transcriptions, config: Config) {
  const engine = createEnginePool({
    ...config.engine,
    logger: transcriptions.log,
    closeGraceMs: STOP_GRACE_MS,
  });
  transcriptions.queue.work(runTranscription, transcriptionJob(transcriptions, engine), {
    concurrency: config.engine.slots,
  });
  return { engine, close: () => engine.close() };
}

/** Checks finished uploads in this process, one at a time (a probe takes the engine's one slot). */
export function validateUploads(transcriptions: Transcriptions) {
  transcriptions.queue.work(validateUploadJob, ({ transcriptionId }) =>
    validateUpload(transcriptions, transcriptionId),
  );
}
