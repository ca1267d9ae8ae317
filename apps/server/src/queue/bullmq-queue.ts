import { type Job, Queue, UnrecoverableError, WaitingError, Worker } from 'bullmq';
import { fairTurns } from './fair-turns.js';
import { type JobHandler, type JobKind, payloadToStore, readTaken } from './job-kind.js';
import { defaultGraceMs, type JobQueue, type QueueSettings } from './job-queue.js';
import { createRedisConnection } from './redis-connection.js';
import { settledWithin } from './settled-within.js';

/** A job's name in Redis says which kind and version wrote it: `transcription.run@1`. */
const jobName = (kind: JobKind<unknown>) => `${kind.id}@${kind.version}`;
function storedOf(job: Job) {
  const at = job.name.lastIndexOf('@');
  return { id: job.name.slice(0, at), version: Number(job.name.slice(at + 1)), payload: job.data };
}

interface Lane {
  queue: Queue;
  turns: ReturnType<typeof fairTurns>;
  worker: Worker | null;
}

/**
 * Jobs in Redis through BullMQ, shared by every server and `npm run worker` process of a deployment. Each
 * kind is a BullMQ queue of its own (`{name}-{kind id}`), so each has its own workers and concurrency.
 */
export function createBullmqQueue(redisUrl: string, settings: QueueSettings): JobQueue {
  const { logger, name, maxAttempts, retryDelayMs, lockDurationMs } = settings;
  const connection = createRedisConnection(redisUrl);
  const lanes = new Map<string, Lane>();
  const shutdown = new AbortController();
  let closing: Promise<void> | undefined;

  function laneOf(kind: JobKind<unknown>): Lane {
    let lane = lanes.get(kind.id);
    if (!lane) {
      const queue = new Queue(`${name}-${kind.id}`, { connection });
      queue.on('error', (error) => logger.error({ err: error, queue: queue.name }, 'job queue error'));
      lane = { queue, turns: fairTurns(connection, queue), worker: null };
      lanes.set(kind.id, lane);
    }
    return lane;
  }

  async function runJob(
    kind: JobKind<unknown>,
    lane: Lane,
    handler: JobHandler<unknown>,
    job: Job,
    token?: string,
  ): Promise<void> {
    const taken = readTaken(kind, storedOf(job));
    if (!taken.ok) {
      logger.error({ job: job.name, key: job.id, reason: taken.reason }, 'job refused: it cannot run here');
      throw new UnrecoverableError(taken.reason);
    }
    if (kind.fairBy) await lane.turns.started(job.priority);
    const context = {
      attempt: job.attemptsMade + 1,
      maxAttempts: kind.attempts ?? maxAttempts,
      // BullMQ counts every start of the job and every attempt that ended in failure: a start more means an
      // earlier run stopped without ending, its worker gone (the lock expired) or shut down (handed back).
      takesOverStoppedRun: job.attemptsStarted > job.attemptsMade + 1,
      signal: shutdown.signal,
    };
    if ((await untilFinishedOrShutdown(handler(taken.payload, context))) === 'shutdown') {
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

  function jobOptions(kind: JobKind<unknown>) {
    return {
      attempts: kind.attempts ?? maxAttempts,
      backoff: { type: 'exponential', delay: kind.retryDelayMs ?? retryDelayMs },
      // Settled jobs leave Redis so that the same key can be queued again later.
      removeOnComplete: true,
      removeOnFail: true,
    };
  }

  return {
    async enqueue(kind, payload) {
      const data = payloadToStore(kind, payload);
      const lane = laneOf(kind as JobKind<unknown>);
      const key = kind.dedupeKey?.(data);
      // The jobId alone makes BullMQ ignore a second add; checking first also keeps it from using a turn.
      if (key !== undefined && (await lane.queue.getJobState(key)) !== 'unknown') return;
      await lane.queue.add(jobName(kind as JobKind<unknown>), data, {
        ...jobOptions(kind as JobKind<unknown>),
        ...(key !== undefined && { jobId: key }),
        ...(kind.fairBy && { priority: await lane.turns.next(kind.fairBy(data)) }),
      });
    },

    work(kind, handler, { concurrency = 1 } = {}) {
      const lane = laneOf(kind as JobKind<unknown>);
      if (lane.worker) throw new Error(`work() was already called for ${kind.id} on this queue`);
      const worker = new Worker(
        lane.queue.name,
        (job, token) => runJob(kind as JobKind<unknown>, lane, handler as JobHandler<unknown>, job, token),
        {
          connection,
          concurrency,
          lockDuration: lockDurationMs,
          stalledInterval: lockDurationMs / 2,
          // A job whose worker keeps dying gets as many chances as one whose handler keeps throwing.
          maxStalledCount: kind.attempts ?? maxAttempts,
        },
      );
      lane.worker = worker;
      worker.on('error', (error) => logger.error({ err: error, queue: lane.queue.name }, 'job worker error'));
      worker.on('stalled', (key) =>
        logger.warn({ job: kind.id, key }, 'a worker stopped during this job; it will run again'),
      );
      worker.on('failed', (job, error) =>
        logger.warn(
          { err: error, job: job?.name, key: job?.id, attempt: job?.attemptsMade, maxAttempts },
          'job attempt failed',
        ),
      );
    },

    async repeat(kind, payload, everyMs) {
      const data = payloadToStore(kind, payload);
      const { queue } = laneOf(kind as JobKind<unknown>);
      // One scheduler per kind in Redis, whichever process upserts it: each tick is one job, taken once.
      await queue.upsertJobScheduler(
        kind.id,
        { every: everyMs },
        { name: jobName(kind as JobKind<unknown>), data, opts: jobOptions(kind as JobKind<unknown>) },
      );
    },

    async waitingCount() {
      const counts = await Promise.all(
        [...lanes.values()].map(({ queue }) => queue.getJobCountByTypes('wait', 'prioritized', 'delayed')),
      );
      return counts.reduce((sum, count) => sum + count, 0);
    },

    close(graceMs = defaultGraceMs) {
      closing ??= closeNow(graceMs);
      return closing;
    },
  };

  async function closeNow(graceMs: number): Promise<void> {
    const workers = [...lanes.values()].flatMap(({ worker }) => (worker ? [worker.close()] : []));
    if (!(await settledWithin(Promise.all(workers), graceMs))) {
      shutdown.abort();
      await Promise.all(workers);
    }
    await Promise.all([...lanes.values()].map(({ queue }) => queue.close()));
    await connection.quit();
  }
}
