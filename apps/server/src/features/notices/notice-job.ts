import { z } from 'zod';
import { defineJob, type JobKind, type JobQueue, type QueueLogger } from '../../queue/index.js';

/** What every notice job carries: which transcription finished. The channel is the job's kind. */
export const ZNotice = z.object({ transcriptionId: z.string().min(1).max(64) });
export type TNotice = z.infer<typeof ZNotice>;

/** A channel that tells people about finished transcriptions: `telegram` today, `email` and `webhook` later. */
export type NoticeChannel = string;

const kinds = new Map<NoticeChannel, JobKind<TNotice>>();

/**
 * The job that delivers one channel's notice (`notice.telegram`): adding a channel is this one
 * declaration and its sender. One job per transcription and channel waits or runs at a time.
 */
export function noticeJob(channel: NoticeChannel): JobKind<TNotice> {
  let kind = kinds.get(channel);
  if (!kind) {
    kind = defineJob({
      id: `notice.${channel}`,
      version: 1,
      payload: ZNotice,
      dedupeKey: (notice) => notice.transcriptionId,
      // Telegram refusing for a while (429, an outage) is worth waiting out: 1, 2, 4, 8 s apart, then the
      // sweep tries again.
      attempts: 5,
    });
    kinds.set(channel, kind);
  }
  return kind;
}

/** The notices a process owes when a transcription finishes, and how it queues them. */
export interface Notices {
  /** Channels told of every finished transcription; an owed row is written for each. */
  readonly channels: readonly NoticeChannel[];
  /** Queues the channel's notice job; a failure is logged, as the owed row has it covered. */
  send(channel: NoticeChannel, transcriptionId: string): Promise<void>;
}

export function queuedNotices(
  queue: JobQueue,
  channels: readonly NoticeChannel[],
  log: QueueLogger,
): Notices {
  return {
    channels,
    async send(channel, transcriptionId) {
      await queue
        .enqueue(noticeJob(channel), { transcriptionId })
        .catch((error) =>
          log.warn(
            { err: error, transcription: transcriptionId, channel },
            'notice not queued; the sweep will',
          ),
        );
    },
  };
}
