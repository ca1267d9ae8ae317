import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { createEnginePool } from '../../engine/index.js';
import { workspaceNotifier } from '../../realtime/index.js';
import type { Listening, NoticeChannel } from '../notices/index.js';
import { createTranscriptions, type Transcriptions } from './context.js';
import { type EngineChoices, engineChoices } from './engine-choices.js';
import { scheduleSweeps } from './sweep.js';
import { STOP_GRACE_MS, startWorker, validateUploads } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    transcriptions: Transcriptions;
    engineChoices: EngineChoices;
  }
}

export interface TranscriptionsOptions {
  config: Config;
  /** Run transcription jobs in this process too (the composition root's choice: PROCESS_JOBS). */
  transcribe: boolean;
  /** Who is told when a transcription finishes, and on which channels a workspace may have nobody. */
  noticeChannels: readonly NoticeChannel[];
  noticeListening?: Readonly<Record<NoticeChannel, Listening>>;
}

/**
 * The transcription machinery of a server process: media store, job queue, a one-slot engine for
 * probing uploads, the validation and sweep jobs, and the transcription jobs when `transcribe`. Closing
 * the app closes the queue once, letting running jobs finish within a grace period, then the engines;
 * what did not finish is recovered by the next start or by another worker.
 */
export const transcriptionsPlugin = fp<TranscriptionsOptions>(
  async (app, { config, transcribe, noticeChannels, noticeListening }) => {
    const transcriptions = await createTranscriptions({
      db: app.db,
      notify: workspaceNotifier(app.realtime),
      config,
      mediaEngine: {
        probe: (path, signal) => prober.probe(path, signal),
        peaks: (path, maxSeconds, signal) => prober.peaks(path, maxSeconds, signal),
      },
      log: app.log,
      noticeChannels,
      noticeListening,
    });
    // Probes and waveforms must not wait behind a long transcription, so they get their own process.
    const prober = createEnginePool({ ...config.engine, slots: 1, cpuThreads: 1, logger: app.log });
    app.decorate('transcriptions', transcriptions);
    app.decorate(
      'engineChoices',
      engineChoices(() => prober.engines()),
    );

    const worker = transcribe ? startWorker(transcriptions, config) : null;
    validateUploads(transcriptions);
    // With the in-process queue this process is the only worker, so anything left running was ours.
    const recoverAll = transcribe && !config.redisUrl;
    await scheduleSweeps(transcriptions, config.jobs.sweepIntervalMs, { recoverAll });

    // The one close of the queue: jobs still running use the engines, which close after it.
    app.addHook('onClose', async () => {
      await transcriptions.queue.close(STOP_GRACE_MS);
      await worker?.close();
      await prober.close();
    });
  },
  { name: 'transcriptions', dependencies: ['database', 'realtime'] },
);
