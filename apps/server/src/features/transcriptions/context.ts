import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { EnginePool } from '../../engine/index.js';
import { createJobQueue, type JobQueue } from '../../queue/index.js';
import { createMediaStore, type MediaStore } from '../../storage/index.js';
import type { FinishedListener, Lifecycle } from './lifecycle.js';

/** What the transcription feature works with, handed in by the composition root (app.ts, worker). */
export interface Transcriptions extends Lifecycle {
  config: Config;
  store: MediaStore;
  queue: JobQueue;
  /** The engine's reading of media: headers (`probe`) and waveforms (`peaks`). */
  mediaEngine: Pick<EnginePool, 'probe' | 'peaks'>;
  log: FastifyBaseLogger;
  /** Add a listener to hear of every transcription this process completes or fails. */
  finishedListeners: Set<FinishedListener>;
}

/** The context of a server or worker process: opens the media store and the job queue its config names. */
export async function createTranscriptions(
  parts: Omit<Transcriptions, 'store' | 'queue' | 'finishedListeners'>,
): Promise<Transcriptions> {
  return {
    ...parts,
    store: await createMediaStore(parts.config),
    queue: createJobQueue({ redisUrl: parts.config.redisUrl, logger: parts.log }),
    finishedListeners: new Set(),
  };
}
