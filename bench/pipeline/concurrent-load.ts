import { performance } from 'node:perf_hooks';
import { percentile } from './stats.js';

/** A few people at once: the load a self-hosted server sees. */
export const LOAD = { requests: 200, concurrency: 4, warmUp: 20 } as const;

/**
 * `timed` (one checked request, answering its latency in ms) `LOAD.warmUp` times, then `LOAD.requests`
 * times from `LOAD.concurrency` clients, each sending its next as soon as one is answered.
 */
export async function underLoad(timed: () => Promise<number>) {
  for (let i = 0; i < LOAD.warmUp; i++) await timed();
  const latencies: number[] = [];
  let sent = 0;
  const client = async () => {
    while (sent < LOAD.requests) {
      sent++;
      latencies.push(await timed());
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: LOAD.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: LOAD.requests / seconds,
  };
}
