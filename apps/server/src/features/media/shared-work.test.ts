import { describe, expect, it } from 'vitest';
import { sharedWork } from './shared-work.js';

/** Work that runs until `finish` is called or its signal aborts, counting how often it was started. */
function controllableWork() {
  const started: AbortSignal[] = [];
  let finish: (value: string) => void = () => {};
  const work = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      started.push(signal);
      finish = resolve;
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  return { work, started, finish: (value: string) => finish(value) };
}

describe('shared work', () => {
  it('runs once for callers that ask while it runs, and again once it is done', async () => {
    const share = sharedWork<string>();
    const { work, started, finish } = controllableWork();
    const first = share('a', work, new AbortController().signal);
    const second = share('a', work, new AbortController().signal);
    finish('done');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(started).toHaveLength(1);

    const later = share('a', work, new AbortController().signal);
    finish('again');
    expect(await later).toBe('again');
    expect(started).toHaveLength(2);
  });

  it('goes on while any caller waits, and stops when the last one gives up', async () => {
    const share = sharedWork<string>();
    const { work, started } = controllableWork();
    const [leaving, staying] = [new AbortController(), new AbortController()];
    const shared = share('a', work, leaving.signal);
    share('a', work, staying.signal).catch(() => {});
    leaving.abort();
    expect(started[0]!.aborted).toBe(false);
    staying.abort();
    expect(started[0]!.aborted).toBe(true);
    await expect(shared).rejects.toBeDefined();

    // Whoever asks next starts afresh.
    share('a', work, new AbortController().signal).catch(() => {});
    expect(started).toHaveLength(2);
    expect(started[1]!.aborted).toBe(false);
  });

  it('keeps work for different keys apart', async () => {
    const share = sharedWork<string>();
    const { work, started } = controllableWork();
    share('a', work, new AbortController().signal);
    share('b', work, new AbortController().signal);
    expect(started).toHaveLength(2);
  });
});
