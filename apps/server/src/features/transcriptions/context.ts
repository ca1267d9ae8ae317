import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { EnginePool } from '../../engine/index.js';
import { createJobQueue, type JobQueue } from '../../queue/index.js';
import { createMediaStore, type MediaStore } from '../../storage/index.js';
import { type Listening, type NoticeChannel, type Notices, queuedNotices } from '../notices/index.js';
import type { Lifecycle } from './lifecycle.js';

/** What the transcription feature works with, handed in by the composition root (app.ts, worker). */
export interface Transcriptions extends Lifecycle {
  config: Config;
  store: MediaStore;
  queue: JobQueue;
  /** The engine's reading of media: headers (`probe`) and waveforms (`peaks`). */
  mediaEngine: Pick<EnginePool, 'probe' | 'peaks'>;
  log: FastifyBaseLogger;
  notices: Notices;
}

/**
 * The context of a server or worker process: opens the media store and the job queue its config names.
 * `noticeChannels`: who is told when a transcription finishes (the channels this deployment has set up);
 * `noticeListening`: for a channel that knows, whether a workspace has anyone listening there.
 */
export async function createTranscriptions({
  noticeChannels,
  noticeListening,
  ...parts
}: Omit<Transcriptions, 'store' | 'queue' | 'notices'> & {
  noticeChannels: readonly NoticeChannel[];
  noticeListening?: Readonly<Record<NoticeChannel, Listening>>;
}): Promise<Transcriptions> {
  const queue = createJobQueue({ redisUrl: parts.config.redisUrl, logger: parts.log });
  return {
    ...parts,
    store: await createMediaStore(parts.config),
    queue,
    notices: queuedNotices(queue, noticeChannels, parts.log, noticeListening),
  };
}
