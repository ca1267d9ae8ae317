import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pino } from 'pino';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { createJobQueue, type JobQueue, type JobQueueOptions } from '../src/queue/index.js';
import { type TTestJob, testJob } from './fixtures/test-job.js';

// Short locks so that a dead worker's job moves on within seconds; retries a few milliseconds apart.
const lockDurationMs = 2000;
const retryDelayMs = 50;

const adapters = [
  { adapter: 'in-process', redisUrl: () => null },
  { adapter: 'BullMQ', redisUrl: () => inject('redisUrl') },
] as const;

const opened: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((queue) => queue.close(100)));
});

function openQueue(redisUrl: string | null, options: Partial<JobQueueOptions> = {}): JobQueue {
  const queue = createJobQueue({
    redisUrl,
    logger: pino({ level: 'silent' }),
    name: `test-${randomUUID()}`,
    retryDelayMs,
    lockDurationMs,
    ...options,
  });
  opened.push(queue);
  return queue;
}

function job(workspaceId: string, index: number): TTestJob {
  return { workspaceId, transcriptionId: `${workspaceId}-${index}` };
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(adapters)('$adapter job queue', ({ redisUrl }) => {
  it('runs every job once, at most `concurrency` at a time, however often it is enqueued', async () => {
    const queue = openQueue(redisUrl());
    const jobs = [job('A', 1), job('A', 2), job('A', 3), job('B', 1), job('B', 2), job('C', 1)];
    for (const each of jobs) await queue.enqueue(testJob, each);
    await queue.enqueue(testJob, job('A', 2));
    expect(await queue.waitingCount()).toBe(jobs.length);

    const finished: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    queue.work(
      testJob,
      async (current) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await queue.enqueue(testJob, current);
        await sleep(50);
        running -= 1;
        finished.push(current.transcriptionId);
      },
      { concurrency: 2 },
    );

    await vi.waitFor(() => expect(finished).toHaveLength(jobs.length), { timeout: 10_000 });
    await sleep(300);
    expect([...finished].sort()).toEqual(jobs.map((each) => each.transcriptionId).sort());
    expect(mostAtOnce).toBe(2);
    expect(await queue.waitingCount()).toBe(0);
  });

  it("serves a workspace's single job before another workspace's backlog", async () => {
    const queue = openQueue(redisUrl());
    const started: string[] = [];
    const firstStarted = deferred();
    const release = deferred();
    queue.work(
      testJob,
      async (current) => {
        started.push(current.transcriptionId);
        firstStarted.resolve();
        await release.promise;
      },
      { concurrency: 1 },
    );
    const backlog = Array.from({ length: 20 }, (_, index) => job('A', index));
    for (const each of backlog) await queue.enqueue(testJob, each);
    await firstStarted.promise;
    await queue.enqueue(testJob, job('B', 0));
    release.resolve();

    await vi.waitFor(() => expect(started).toHaveLength(21), { timeout: 10_000 });
    expect(started.slice(1, 3)).toContain('B-0');
    expect(started.filter((id) => id.startsWith('A-'))).toEqual(backlog.map((each) => each.transcriptionId));
  });

  it('retries a failing job with growing delays, telling the handler which attempt it is', async () => {
    const queue = openQueue(redisUrl(), { maxAttempts: 3 });
    const attempts: { attempt: number; maxAttempts: number; at: number }[] = [];
    const tookOver: boolean[] = [];
    queue.work(
      testJob,
      async (_job, { attempt, maxAttempts, takesOverStoppedRun }) => {
        attempts.push({ attempt, maxAttempts, at: performance.now() });
        tookOver.push(takesOverStoppedRun);
        if (attempt < 3) throw new Error('engine crashed');
      },
      { concurrency: 1 },
    );
    await queue.enqueue(testJob, job('A', 1));

    await vi.waitFor(() => expect(attempts).toHaveLength(3), { timeout: 10_000 });
    expect(attempts.map(({ attempt, maxAttempts }) => [attempt, maxAttempts])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    // A retry follows a run that failed and let go of the job: it takes over from nobody.
    expect(tookOver).toEqual([false, false, false]);
    const [first, second, third] = attempts.map(({ at }) => at) as [number, number, number];
    // Timers may fire a millisecond early; the point is that the second wait is about twice the first.
    expect(second - first).toBeGreaterThanOrEqual(retryDelayMs - 2);
    expect(third - second).toBeGreaterThanOrEqual(2 * retryDelayMs - 2);
    await sleep(300);
    expect(attempts).toHaveLength(3);
  });

  it('gives up after the last attempt, and the same transcription can be queued again', async () => {
    const queue = openQueue(redisUrl(), { maxAttempts: 2 });
    let runs = 0;
    queue.work(
      testJob,
      async () => {
        runs += 1;
        throw new Error('unreadable media');
      },
      { concurrency: 1 },
    );
    await queue.enqueue(testJob, job('A', 1));
    await vi.waitFor(() => expect(runs).toBe(2), { timeout: 10_000 });
    await sleep(4 * retryDelayMs);
    expect(runs).toBe(2);
    expect(await queue.waitingCount()).toBe(0);

    await queue.enqueue(testJob, job('A', 1));
    await vi.waitFor(() => expect(runs).toBe(4), { timeout: 10_000 });
  });

  it('on close, lets a running job finish within the grace period and takes no new ones', async () => {
    const queue = openQueue(redisUrl());
    const started: string[] = [];
    const finished: string[] = [];
    queue.work(
      testJob,
      async (current) => {
        started.push(current.transcriptionId);
        await sleep(200);
        finished.push(current.transcriptionId);
      },
      { concurrency: 1 },
    );
    await queue.enqueue(testJob, job('A', 1));
    await queue.enqueue(testJob, job('A', 2));
    await vi.waitFor(() => expect(started).toEqual(['A-1']));

    await queue.close(5000);
    expect(finished).toEqual(['A-1']);
    await sleep(300);
    expect(started).toEqual(['A-1']);
  });

  it('on close, stops a job that outlasts the grace period through its abort signal', async () => {
    const queue = openQueue(redisUrl());
    const started = deferred();
    const abortedAfterMs: number[] = [];
    queue.work(
      testJob,
      async (_job, { signal }) => {
        const since = performance.now();
        signal.addEventListener('abort', () => abortedAfterMs.push(performance.now() - since));
        started.resolve();
        await once(signal, 'abort');
        throw signal.reason;
      },
      { concurrency: 1 },
    );
    await queue.enqueue(testJob, job('A', 1));
    await started.promise;

    await queue.close(300);
    expect(abortedAfterMs).toHaveLength(1);
    expect(abortedAfterMs[0]).toBeGreaterThanOrEqual(290);
  });
});

describe('BullMQ job queue across processes', () => {
  it('gives a job that was stopped by close to the next worker, without using up an attempt, knowing so', async () => {
    const name = `test-${randomUUID()}`;
    const first = openQueue(inject('redisUrl'), { name });
    const started = deferred();
    first.work(
      testJob,
      async (_job, { signal }) => {
        started.resolve();
        await once(signal, 'abort');
        throw signal.reason;
      },
      { concurrency: 1 },
    );
    await first.enqueue(testJob, job('A', 1));
    await started.promise;
    await first.close(100);

    const second = openQueue(inject('redisUrl'), { name });
    const ran: { id: string; attempt: number; takesOverStoppedRun: boolean }[] = [];
    second.work(
      testJob,
      async (current, { attempt, takesOverStoppedRun }) => {
        ran.push({ id: current.transcriptionId, attempt, takesOverStoppedRun });
      },
      { concurrency: 1 },
    );
    // Sooner than the lock would expire: close handed the job back instead of leaving it to stall. The run
    // may take over what the stopped one held (a notice's claim), as after a crash.
    await vi.waitFor(() => expect(ran).toEqual([{ id: 'A-1', attempt: 1, takesOverStoppedRun: true }]), {
      timeout: lockDurationMs - 500,
    });
  });

  it('loses nothing when a worker process is killed mid-job: another worker completes it, knowing so', async () => {
    const name = `test-${randomUUID()}`;
    const survivor = openQueue(inject('redisUrl'), { name });
    await survivor.enqueue(testJob, job('A', 1));

    const doomed = spawnWorker(name);
    try {
      const lines = createInterface({ input: doomed.stdout! });
      const [firstLine] = await once(lines, 'line');
      expect(firstLine).toBe('started A-1');
    } finally {
      doomed.kill('SIGKILL');
    }

    const completed: { id: string; takesOverStoppedRun: boolean }[] = [];
    survivor.work(
      testJob,
      async (current, { takesOverStoppedRun }) => {
        completed.push({ id: current.transcriptionId, takesOverStoppedRun });
      },
      { concurrency: 1 },
    );
    // The dead worker's lock expires within lockDurationMs and the stalled check runs every half of that;
    // the rest is slack for a busy machine. The run is told that it takes over from the dead one, so
    // that it may take what that one held (a notice's claim).
    await vi.waitFor(() => expect(completed).toEqual([{ id: 'A-1', takesOverStoppedRun: true }]), {
      timeout: 5 * lockDurationMs,
    });
  });
});

function spawnWorker(queueName: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures/queue-worker.ts')], {
    env: {
      ...process.env,
      REDIS_URL: inject('redisUrl'),
      QUEUE_NAME: queueName,
      LOCK_DURATION_MS: String(lockDurationMs),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}
