import type { BaseLogger } from 'pino';
import type { JobHandler, JobKind } from './job-kind.js';

export interface WorkOptions {
  /** How many jobs of this kind run at once in this process (default 1). */
  concurrency?: number;
}

/**
 * Jobs of any declared kind. Each kind has a lane of its own, so a long transcription never holds up a
 * notice; within a lane, jobs take turns by the kind's `fairBy` group. Payloads are checked with the
 * kind's schema when enqueued and again when taken: a job that does not fit is failed and logged, and
 * the worker goes on.
 */
export interface JobQueue {
  /**
   * Adds a job unless one with the same dedupe key is already waiting or running (idempotent). Throws a
   * ZodError, and stores nothing, when the payload does not fit the kind's schema.
   */
  enqueue<P>(kind: JobKind<P>, payload: P): Promise<void>;
  /** Starts running jobs of this kind in this process. At most once per kind. */
  work<P>(kind: JobKind<P>, handler: JobHandler<P>, options?: WorkOptions): void;
  /**
   * Enqueues this job every `everyMs`. With BullMQ one scheduler in Redis serves every process, so a tick
   * runs once in the deployment; in process, a timer.
   */
  repeat<P>(kind: JobKind<P>, payload: P, everyMs: number): Promise<void>;
  /** Jobs waiting (not running), including those waiting to be retried, for status/metrics. */
  waitingCount(): Promise<number>;
  /**
   * Stops taking jobs, waits up to graceMs for running ones, then releases connections. Running jobs that
   * did not finish must be picked up again later (by another worker or after restart), never lost. A
   * second call waits for the first close and changes nothing.
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
    name: options.name ?? 'whispy',
    maxAttempts: options.maxAttempts ?? 3,
    retryDelayMs: options.retryDelayMs ?? 1000,
    lockDurationMs: options.lockDurationMs ?? 30_000,
  };
}
