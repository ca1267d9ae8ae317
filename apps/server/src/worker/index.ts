import type { Config } from '../config.js';
import { createEnginePool } from '../engine/index.js';
import { type Transcriptions, transcriptionJob } from '../features/transcriptions/index.js';

/** How long a stopping worker lets running transcriptions finish before they are left to be re-run. */
export const STOP_GRACE_MS = 10_000;

/**
 * Runs transcription jobs from the queue with ENGINE_SLOTS warm engine processes, one job per slot.
 * Used inside the server (the default) and by `npm run worker` on other machines. Whoever owns the queue
 * closes it first (letting running jobs finish within STOP_GRACE_MS), then this.
 */
export function startWorker(transcriptions: Transcriptions, config: Config) {
  const engine = createEnginePool({
    ...config.engine,
    logger: transcriptions.log,
    closeGraceMs: STOP_GRACE_MS,
  });
  transcriptions.queue.work(transcriptionJob(transcriptions, engine), { concurrency: config.engine.slots });
  return {
    engine,
    close: () => engine.close(),
  };
}
