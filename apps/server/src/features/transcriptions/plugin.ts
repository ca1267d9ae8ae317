import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { createEnginePool } from '../../engine/index.js';
import { workspaceNotifier } from '../../realtime/index.js';
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
 * probing uploads and the sweep. The composition root adds the worker that runs jobs (unless
 * PROCESS_JOBS=false). Closing the app stops the sweep before anything closes, lets running jobs finish
 * within a grace period, then stops them; what did not finish is recovered by the next start or by
 * another worker.
 */
export const transcriptionsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const transcriptions = await createTranscriptions({
      db: app.db,
      notify: workspaceNotifier(app.realtime),
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

    // With the in-process queue this process is the only worker, so anything left running was ours.
    const recoverAll = config.jobs.processInServer && !config.redisUrl;
    const sweeper = startSweeper(transcriptions, config.jobs.sweepIntervalMs, { recoverAll });

    // preClose runs before every onClose, so no sweep enqueues work while the worker's queue closes.
    app.addHook('preClose', () => sweeper.stop());
    app.addHook('onClose', async () => {
      await transcriptions.queue.close();
      await prober.close();
    });
  },
  { name: 'transcriptions', dependencies: ['database', 'realtime'] },
);
