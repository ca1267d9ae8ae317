import type { BaseLogger } from 'pino';

export interface TranscriptionJob {
  transcriptionId: string;
  workspaceId: string;
}

export interface JobContext {
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the queue closes and its grace period is over: stop, the job will run again later. */
  signal: AbortSignal;
}

/** Throw to retry (up to maxAttempts, with backoff); return normally when the job is settled (done or failed for good). */
export type JobHandler = (job: TranscriptionJob, context: JobContext) => Promise<void>;

export interface JobQueue {
  /** Adds a job unless one for the same transcription is already waiting or running (idempotent). */
  enqueue(job: TranscriptionJob): Promise<void>;
  /** Starts running jobs with `concurrency` at once in this process. Called at most once. */
  work(handler: JobHandler, options: { concurrency: number }): void;
  /** Jobs waiting (not running), including those waiting to be retried, for status/metrics. */
  waitingCount(): Promise<number>;
  /**
   * Stops taking jobs, waits up to graceMs for running ones, then releases connections. Running jobs that
   * did not finish must be picked up again later (by another worker or after restart), never lost.
   */
  close(graceMs?: number): Promise<void>;
}

export type QueueLogger = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

export interface JobQueueOptions {
  /** null: jobs run in this process and live only in its memory. */
  redisUrl: string | null;
  logger: QueueLogger;
  /** Keeps queues that share one Redis apart (tests, several deployments). */
  name?: string;
  /** Tries per job, the first included. */
  maxAttempts?: number;
  /** Wait before the second try; each later try waits twice as long as the one before. */
  retryDelayMs?: number;
  /**
   * BullMQ: how long a job stays with a worker that stopped renewing its lock (killed, frozen) before
   * another worker takes it over. Shorter recovers sooner; too short hands live jobs to a second worker.
   */
  lockDurationMs?: number;
}

export type QueueSettings = Required<Omit<JobQueueOptions, 'redisUrl'>>;

export const defaultGraceMs = 10_000;

export function queueSettings(options: JobQueueOptions): QueueSettings {
  return {
    logger: options.logger,
    name: options.name ?? 'transcriptions',
    maxAttempts: options.maxAttempts ?? 3,
    retryDelayMs: options.retryDelayMs ?? 1000,
    lockDurationMs: options.lockDurationMs ?? 30_000,
  };
}
