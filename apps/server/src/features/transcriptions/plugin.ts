import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { createEnginePool } from '../../engine/index.js';
import { STOP_GRACE_MS, startWorker } from '../../worker/index.js';
import { createTranscriptions, type Transcriptions } from './context.js';
import { type EngineChoices, engineChoices } from './engine-choices.js';
import { startSweeper } from './sweep.js';

declare module 'fastify' {
  interface FastifyInstance {
    transcriptions: Transcriptions;
    engineChoices: EngineChoices;
  }
}

/**
 * The transcription machinery of a server process: media store, job queue, a one-slot engine for
 * probing uploads, the sweep, and (unless PROCESS_JOBS=false) a worker running jobs with ENGINE_SLOTS
 * engine processes. Closing the app lets running jobs finish within a grace period, then stops them;
 * what did not finish is recovered by the next start or by another worker.
 */
export const transcriptionsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const transcriptions = await createTranscriptions({
      db: app.db,
      realtime: app.realtime,
      config,
      mediaEngine: {
        probe: (path, signal) => prober.probe(path, signal),
        peaks: (path, maxSeconds, signal) => prober.peaks(path, maxSeconds, signal),
      },
      log: app.log,
    });
    // Probes and waveforms must not wait behind a long transcription, so they get their own process.
    const prober = createEnginePool({ ...config.engine, slots: 1, cpuThreads: 1, logger: app.log });
    app.decorate('transcriptions', transcriptions);
    app.decorate(
      'engineChoices',
      engineChoices(() => prober.engines()),
    );

    const worker = config.jobs.processInServer ? startWorker(transcriptions, config) : null;
    // With the in-process queue this process is the only worker, so anything left running was ours.
    const recoverAll = config.jobs.processInServer && !config.redisUrl;
    const sweeper = startSweeper(transcriptions, config.jobs.sweepIntervalMs, { recoverAll });

    app.addHook('onClose', async () => {
      await sweeper.stop();
      await transcriptions.queue.close(STOP_GRACE_MS);
      await worker?.close();
      await prober.close();
    });
  },
  { name: 'transcriptions', dependencies: ['database', 'realtime'] },
);
