import { FairWaitingList } from './fair-waiting-list.js';
import {
  defaultGraceMs,
  type JobHandler,
  type JobQueue,
  type QueueSettings,
  type TranscriptionJob,
} from './job-queue.js';
import { settledWithin } from './settled-within.js';

interface Try {
  job: TranscriptionJob;
  attempt: number;
}

/**
 * Jobs in this process's memory only: whatever is waiting or running when it stops is gone, which is fine
 * because start-up enqueues every unfinished transcription from the database again.
 */
export function createInProcessQueue(settings: QueueSettings): JobQueue {
  const { logger, maxAttempts, retryDelayMs } = settings;
  const waiting = new FairWaitingList<Try>();
  /** Transcriptions waiting, running or between tries: enqueueing one of them again changes nothing. */
  const pending = new Set<string>();
  const running = new Set<Promise<void>>();
  const retryTimers = new Set<NodeJS.Timeout>();
  const shutdown = new AbortController();
  let worker: { handler: JobHandler; concurrency: number } | null = null;
  let closing = false;

  function startWaitingJobs(): void {
    while (worker && !closing && running.size < worker.concurrency) {
      const next = waiting.take();
      if (!next) return;
      const run = runTry(worker.handler, next).finally(() => {
        running.delete(run);
        startWaitingJobs();
      });
      running.add(run);
    }
  }

  async function runTry(handler: JobHandler, { job, attempt }: Try): Promise<void> {
    try {
      await handler(job, { attempt, maxAttempts, signal: shutdown.signal });
    } catch (error) {
      if (!closing && attempt < maxAttempts) {
        logger.warn({ err: error, ...job, attempt }, 'job failed, will retry');
        retryLater({ job, attempt: attempt + 1 });
        return;
      }
      if (!closing) logger.error({ err: error, ...job, attempt }, 'job failed on its last attempt');
    }
    pending.delete(job.transcriptionId);
  }

  function retryLater(next: Try): void {
    // The same waits as BullMQ's exponential backoff: retryDelayMs before the second try, then doubling.
    const timer = setTimeout(
      () => {
        retryTimers.delete(timer);
        waiting.add(next.job.workspaceId, next);
        startWaitingJobs();
      },
      retryDelayMs * 2 ** (next.attempt - 2),
    );
    retryTimers.add(timer);
  }

  return {
    async enqueue(job) {
      if (closing || pending.has(job.transcriptionId)) return;
      pending.add(job.transcriptionId);
      waiting.add(job.workspaceId, { job, attempt: 1 });
      startWaitingJobs();
    },

    work(handler, { concurrency }) {
      if (worker) throw new Error('work() was already called on this queue');
      worker = { handler, concurrency };
      startWaitingJobs();
    },

    async waitingCount() {
      return waiting.size + retryTimers.size;
    },

    async close(graceMs = defaultGraceMs) {
      closing = true;
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      await settledWithin(Promise.all(running), graceMs);
      shutdown.abort();
    },
  };
}
