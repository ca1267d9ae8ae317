import { z } from 'zod';
import type { Db } from '../../db/database.js';
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

/** A transcription that has just finished, as far as who hears of it goes. */
export interface Finished {
  workspaceId: string;
  status: string;
}

/**
 * Whether anyone in the workspace listens on a channel for how a transcription finished. A channel
 * without one may tell anyone, so it owes a notice for every finished transcription.
 */
export type Listening = (db: Db, finished: Finished) => Promise<boolean>;

/** The notices a process owes when a transcription finishes, and how it queues them. */
export interface Notices {
  /** Channels told of finished transcriptions; the sweep sends what they still owe. */
  readonly channels: readonly NoticeChannel[];
  /** The channels that owe a notice about this finished transcription: those where anyone may listen. */
  owedFor(db: Db, finished: Finished): Promise<NoticeChannel[]>;
  /** Queues the channel's notice job; a failure is logged, as the owed row has it covered. */
  send(channel: NoticeChannel, transcriptionId: string): Promise<void>;
}

export function queuedNotices(
  queue: JobQueue,
  channels: readonly NoticeChannel[],
  log: QueueLogger,
  listening: Readonly<Record<NoticeChannel, Listening>> = {},
): Notices {
  return {
    channels,
    async owedFor(db, finished) {
      const owed = await Promise.all(
        channels.map(async (channel) => ((await listening[channel]?.(db, finished)) ?? true) && channel),
      );
      return owed.filter((channel) => channel !== false);
    },
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
