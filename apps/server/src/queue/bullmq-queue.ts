import { type Job, Queue, WaitingError, Worker } from 'bullmq';
import { fairTurns } from './fair-turns.js';
import {
  defaultGraceMs,
  type JobContext,
  type JobHandler,
  type JobQueue,
  type QueueSettings,
  type TranscriptionJob,
} from './job-queue.js';
import { createRedisConnection } from './redis-connection.js';
import { settledWithin } from './settled-within.js';

const jobName = 'transcribe';

/** Jobs in Redis through BullMQ, shared by every server and `npm run worker` process of a deployment. */
export function createBullmqQueue(redisUrl: string, settings: QueueSettings): JobQueue {
  const { logger, name, maxAttempts, retryDelayMs, lockDurationMs } = settings;
  const connection = createRedisConnection(redisUrl);
  const queue = new Queue<TranscriptionJob>(name, { connection });
  queue.on('error', (error) => logger.error({ err: error, queue: name }, 'job queue error'));
  const turns = fairTurns(connection, queue);
  const shutdown = new AbortController();
  let worker: Worker<TranscriptionJob> | null = null;
  let closing: Promise<void> | undefined;

  async function runJob(handler: JobHandler, job: Job<TranscriptionJob>, token?: string): Promise<void> {
    await turns.started(job.priority);
    const context: JobContext = { attempt: job.attemptsMade + 1, maxAttempts, signal: shutdown.signal };
    if ((await untilFinishedOrShutdown(handler(job.data, context))) === 'shutdown') {
      // Hand the job back at once rather than when its lock expires: the handler has been told to stop.
      await job.moveToWait(token);
      throw new WaitingError();
    }
  }

  async function untilFinishedOrShutdown(run: Promise<void>): Promise<'finished' | 'shutdown'> {
    let onAbort = () => {};
    const shutdownStarted = new Promise<'shutdown'>((resolve) => {
      onAbort = () => resolve('shutdown');
      shutdown.signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([run.then(() => 'finished' as const), shutdownStarted]);
    } finally {
      shutdown.signal.removeEventListener('abort', onAbort);
    }
  }

  return {
    async enqueue(job) {
      // The jobId alone makes BullMQ ignore a second add; checking first also keeps it from using a turn.
      if ((await queue.getJobState(job.transcriptionId)) !== 'unknown') return;
      await queue.add(jobName, job, {
        jobId: job.transcriptionId,
        priority: await turns.next(job.workspaceId),
        attempts: maxAttempts,
        backoff: { type: 'exponential', delay: retryDelayMs },
        // Settled jobs leave Redis so that the same transcription can be queued again later.
        removeOnComplete: true,
        removeOnFail: true,
      });
    },

    work(handler, { concurrency }) {
      if (worker) throw new Error('work() was already called on this queue');
      worker = new Worker<TranscriptionJob>(name, (job, token) => runJob(handler, job, token), {
        connection,
        concurrency,
        lockDuration: lockDurationMs,
        stalledInterval: lockDurationMs / 2,
        // A job whose worker keeps dying gets as many chances as one whose handler keeps throwing.
        maxStalledCount: maxAttempts,
      });
      worker.on('error', (error) => logger.error({ err: error, queue: name }, 'job worker error'));
      worker.on('stalled', (transcriptionId) =>
        logger.warn({ transcriptionId }, 'a worker stopped during this job; it will run again'),
      );
      worker.on('failed', (job, error) =>
        logger.warn(
          { err: error, ...job?.data, attempt: job?.attemptsMade, maxAttempts },
          'job attempt failed',
        ),
      );
    },

    waitingCount() {
      return queue.getJobCountByTypes('wait', 'prioritized', 'delayed');
    },

    close(graceMs = defaultGraceMs) {
      closing ??= closeNow(graceMs);
      return closing;
    },
  };

  async function closeNow(graceMs: number): Promise<void> {
    if (worker) {
      const closed = worker.close();
      if (!(await settledWithin(closed, graceMs))) {
        shutdown.abort();
        await closed;
      }
    }
    await queue.close();
    await connection.quit();
  }
}
