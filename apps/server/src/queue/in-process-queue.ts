import { FairWaitingList } from './fair-waiting-list.js';
import { type JobHandler, type JobKind, payloadToStore, readTaken, type StoredJob } from './job-kind.js';
import { defaultGraceMs, type JobQueue, type QueueSettings } from './job-queue.js';
import { settledWithin } from './settled-within.js';

interface Try {
  stored: StoredJob;
  key: string;
  attempt: number;
}

/** One kind's jobs: waiting in turn order, and the keys of those waiting, running or between tries. */
interface Lane {
  kind: JobKind<unknown>;
  waiting: FairWaitingList<Try>;
  pending: Set<string>;
  running: number;
  /** The kind as the worker of this process declares it, which may be another version than the enqueuer's. */
  worker: { kind: JobKind<unknown>; handler: JobHandler<unknown>; concurrency: number } | null;
}

/**
 * Jobs in this process's memory only: whatever is waiting or running when it stops is gone, which is fine
 * because the database says what is owed (unfinished transcriptions, unsent notices) and start-up's
 * sweep enqueues it again.
 */
export function createInProcessQueue(settings: QueueSettings): JobQueue {
  const { logger, maxAttempts, retryDelayMs } = settings;
  const lanes = new Map<string, Lane>();
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  const shutdown = new AbortController();
  let closing: Promise<void> | undefined;
  let unnamed = 0;

  function laneOf(kind: JobKind<unknown>): Lane {
    let lane = lanes.get(kind.id);
    if (!lane) {
      lane = { kind, waiting: new FairWaitingList(), pending: new Set(), running: 0, worker: null };
      lanes.set(kind.id, lane);
    }
    return lane;
  }

  function startWaitingJobs(lane: Lane): void {
    while (lane.worker && !closing && lane.running < lane.worker.concurrency) {
      const next = lane.waiting.take();
      if (!next) return;
      lane.running += 1;
      const run = runTry(lane, lane.worker, next).finally(() => {
        lane.running -= 1;
        running.delete(run);
        startWaitingJobs(lane);
      });
      running.add(run);
    }
  }

  async function runTry(lane: Lane, worker: NonNullable<Lane['worker']>, next: Try): Promise<void> {
    const { kind, handler } = worker;
    const { stored, key, attempt } = next;
    const attempts = kind.attempts ?? maxAttempts;
    const taken = readTaken(kind, stored);
    if (!taken.ok) {
      logger.error({ job: stored.id, key, reason: taken.reason }, 'job refused: it cannot run here');
      lane.pending.delete(key);
      return;
    }
    try {
      // A job here lives and dies with this process, so no run follows one that was cut off (after a
      // restart, the first sweep releases what the dead runs held).
      await handler(taken.payload, {
        attempt,
        maxAttempts: attempts,
        takesOverStoppedRun: false,
        signal: shutdown.signal,
      });
    } catch (error) {
      if (!closing && attempt < attempts) {
        logger.warn({ err: error, job: stored.id, key, attempt }, 'job failed, will retry');
        retryLater(lane, { ...next, attempt: attempt + 1 });
        return;
      }
      if (!closing)
        logger.error({ err: error, job: stored.id, key, attempt }, 'job failed on its last attempt');
    }
    lane.pending.delete(key);
  }

  function retryLater(lane: Lane, next: Try): void {
    // The same waits as BullMQ's exponential backoff: retryDelayMs before the second try, then doubling.
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        add(lane, next);
      },
      (lane.worker?.kind.retryDelayMs ?? retryDelayMs) * 2 ** (next.attempt - 2),
    );
    timers.add(timer);
  }

  function add(lane: Lane, next: Try): void {
    const group = lane.kind.fairBy?.(next.stored.payload) ?? '';
    lane.waiting.add(group, next);
    startWaitingJobs(lane);
  }

  async function enqueue<P>(kind: JobKind<P>, payload: P): Promise<void> {
    const stored: StoredJob = { id: kind.id, version: kind.version, payload: payloadToStore(kind, payload) };
    if (closing) return;
    const lane = laneOf(kind as JobKind<unknown>);
    const key = kind.dedupeKey?.(stored.payload as P) ?? `#${++unnamed}`;
    if (lane.pending.has(key)) return;
    lane.pending.add(key);
    add(lane, { stored, key, attempt: 1 });
  }

  return {
    enqueue,

    work(kind, handler, { concurrency = 1 } = {}) {
      const lane = laneOf(kind as JobKind<unknown>);
      if (lane.worker) throw new Error(`work() was already called for ${kind.id} on this queue`);
      lane.worker = { kind: kind as JobKind<unknown>, handler: handler as JobHandler<unknown>, concurrency };
      startWaitingJobs(lane);
    },

    async repeat(kind, payload, everyMs) {
      payloadToStore(kind, payload);
      const timer = setInterval(() => {
        enqueue(kind, payload).catch((error) => logger.error({ err: error, job: kind.id }, 'not repeated'));
      }, everyMs);
      timer.unref();
      timers.add(timer);
    },

    async waitingCount() {
      let waiting = 0;
      // Pending keys are waiting, running or between tries.
      for (const lane of lanes.values()) waiting += lane.pending.size - lane.running;
      return waiting;
    },

    close(graceMs = defaultGraceMs) {
      closing ??= closeNow(graceMs);
      return closing;
    },
  };

  async function closeNow(graceMs: number): Promise<void> {
    for (const timer of timers) {
      clearTimeout(timer);
      clearInterval(timer);
    }
    timers.clear();
    await settledWithin(Promise.all(running), graceMs);
    shutdown.abort();
  }
}
