import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { z } from 'zod';
import { createJobQueue } from './create-job-queue.js';
import { defineJob } from './job-kind.js';
import type { JobQueue, QueueLogger } from './job-queue.js';
import { createRedisConnection } from './redis-connection.js';

// Every declared kind runs on both adapters the same way: payloads checked going in and coming out,
// jobs of another kind or version refused loudly without stopping the worker, duplicates ignored.
const adapters = [
  { adapter: 'in-process', redisUrl: () => null },
  { adapter: 'BullMQ', redisUrl: () => inject('redisUrl') },
] as const;

const ZGreeting = z.object({ name: z.string().min(1).max(40) });
const greet = defineJob({ id: 'test.greet', version: 1, payload: ZGreeting, dedupeKey: (job) => job.name });
const greetV2 = defineJob({ ...greet, version: 2 });
const shout = defineJob({ id: 'test.shout', version: 1, payload: ZGreeting, dedupeKey: (job) => job.name });
const count = defineJob({ id: 'test.count', version: 1, payload: z.object({ n: z.number().int() }) });

/** A logger that keeps what it is told, for asserting that refusals are loud. */
function recordingLogger() {
  const errors: { reason?: unknown; message: string }[] = [];
  const logger: QueueLogger = {
    info: () => {},
    warn: () => {},
    error: ((object: { reason?: unknown }, message: string) => {
      errors.push({ reason: object.reason, message });
    }) as QueueLogger['error'],
  };
  return { errors, logger };
}

const opened: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((queue) => queue.close(100)));
});

function openQueue(redisUrl: string | null, logger: QueueLogger, name = `test-${randomUUID()}`) {
  const queue = createJobQueue({ redisUrl, logger, name, retryDelayMs: 20, lockDurationMs: 2000 });
  opened.push(queue);
  return queue;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(adapters)('declared jobs on the $adapter queue', ({ redisUrl }) => {
  it('refuses an invalid payload when it is enqueued, storing nothing', async () => {
    const queue = openQueue(redisUrl(), recordingLogger().logger);
    for (const hostile of [{ name: '' }, { name: 'x'.repeat(41) }, { name: 42 }, {}, null, 'Ada']) {
      await expect(queue.enqueue(greet, hostile as never)).rejects.toThrow(z.ZodError);
    }
    expect(await queue.waitingCount()).toBe(0);
  });

  it('runs each kind with its own handler, once per dedupe key while waiting, every time without one', async () => {
    const queue = openQueue(redisUrl(), recordingLogger().logger);
    for (const name of ['Ada', 'Ada', 'Grace']) await queue.enqueue(greet, { name });
    await queue.enqueue(shout, { name: 'Ada' });
    for (const n of [1, 1, 2]) await queue.enqueue(count, { n });
    expect(await queue.waitingCount()).toBe(6);

    const ran: string[] = [];
    queue.work(greet, async ({ name }) => void ran.push(`greet ${name}`));
    queue.work(shout, async ({ name }) => void ran.push(`shout ${name}`));
    queue.work(count, async ({ n }) => void ran.push(`count ${n}`));
    await vi.waitFor(() => expect(ran).toHaveLength(6), { timeout: 10_000 });
    await sleep(200);
    expect(ran.sort()).toEqual(['count 1', 'count 1', 'count 2', 'greet Ada', 'greet Grace', 'shout Ada']);
  });

  it('refuses, loudly, a job written by another version of the kind, and goes on with the next', async () => {
    const { errors, logger } = recordingLogger();
    const queue = openQueue(redisUrl(), logger);
    // An older server enqueued version 1; this process runs version 2, whose payload may mean otherwise.
    await queue.enqueue(greet, { name: 'Old' });
    await queue.enqueue(greetV2, { name: 'New' });
    const ran: string[] = [];
    queue.work(greetV2, async ({ name }) => void ran.push(name));

    await vi.waitFor(() => expect(ran).toEqual(['New']), { timeout: 10_000 });
    await vi.waitFor(() =>
      expect(errors).toContainEqual({
        reason: 'version 1, but this process runs version 2',
        message: 'job refused: it cannot run here',
      }),
    );
    await sleep(200);
    expect(ran).toEqual(['New']);
    expect(await queue.waitingCount()).toBe(0);
  });

  it('waits between tries as long as the kind asks, rather than the queue’s own delay', async () => {
    const queue = openQueue(redisUrl(), recordingLogger().logger);
    const patient = defineJob({
      id: 'test.patient',
      version: 1,
      payload: ZGreeting,
      attempts: 2,
      retryDelayMs: 600,
    });
    const tries: number[] = [];
    queue.work(patient, async () => {
      tries.push(Date.now());
      if (tries.length === 1) throw new Error('not yet');
    });
    await queue.enqueue(patient, { name: 'Ada' });
    await vi.waitFor(() => expect(tries).toHaveLength(2), { timeout: 10_000 });
    // The queue's own delay is 20 ms: the second try came after the kind's 600.
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(550);
  });
});

describe('declared jobs on BullMQ, as other code may have left them in Redis', () => {
  it('refuses a job of an unknown kind or with an invalid payload, and the worker goes on', async () => {
    const name = `test-${randomUUID()}`;
    const { errors, logger } = recordingLogger();
    const queue = openQueue(inject('redisUrl'), logger, name);
    // Written straight into the kind's Redis queue, past enqueue's checks.
    const connection = createRedisConnection(inject('redisUrl'));
    const raw = new Queue(`${name}-test.greet`, { connection });
    try {
      await raw.add('test.other@1', { name: 'Stranger' });
      await raw.add('test.greet@1', { name: { $gt: '' } });
      await raw.add('test.greet@1', { name: 'Valid' });
      const ran: string[] = [];
      queue.work(greet, async ({ name: who }) => void ran.push(who));

      await vi.waitFor(() => expect(ran).toEqual(['Valid']), { timeout: 10_000 });
      await vi.waitFor(() => expect(errors).toHaveLength(2));
      expect(errors.map((error) => String(error.reason))).toEqual(
        expect.arrayContaining([
          'a job of unknown kind test.other',
          expect.stringMatching(/^invalid payload/),
        ]),
      );
      // Refused for good, not retried.
      await sleep(300);
      expect(await raw.getJobCountByTypes('wait', 'delayed', 'active', 'prioritized')).toBe(0);
    } finally {
      await raw.close();
      await connection.quit();
    }
  });

  it('sweeps once per tick however many processes schedule it', async () => {
    const name = `test-${randomUUID()}`;
    const tick = defineJob({ id: 'test.tick', version: 1, payload: z.object({}) });
    const runs: number[] = [];
    const started = performance.now();
    for (const server of [1, 2, 3]) {
      const queue = openQueue(inject('redisUrl'), recordingLogger().logger, name);
      queue.work(tick, async () => void runs.push(server));
      await queue.repeat(tick, {}, 400);
    }
    await sleep(2200);
    const ticks = (performance.now() - started) / 400;
    // Three timers would run about three times per tick; one scheduler runs once (the first at once).
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(ticks) + 1);
  });
});
