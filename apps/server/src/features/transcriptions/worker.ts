import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { createEnginePool } from '../../engine/index.js';
import type { Transcriptions } from './context.js';
import { transcriptionJob } from './pipeline.js';

/** How long a stopping worker lets running transcriptions finish before they are left to be re-run. */
const STOP_GRACE_MS = 10_000;

/**
 * Runs transcription jobs from the queue with ENGINE_SLOTS warm engine processes, one job per slot.
 * Used inside the server (the default) and by `npm run worker` on other machines. Closing it closes the
 * queue first, letting running jobs finish within STOP_GRACE_MS, then the engine processes.
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
    close: async () => {
      await transcriptions.queue.close(STOP_GRACE_MS);
      await engine.close();
    },
  };
}

/** Fastify plugin: the worker of a server that also runs jobs (PROCESS_JOBS, the default). */
export const transcriptionWorkerPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const worker = startWorker(app.transcriptions, config);
    app.addHook('onClose', () => worker.close());
  },
  { name: 'transcription-worker', dependencies: ['transcriptions'] },
);
