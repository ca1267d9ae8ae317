import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { percentile, round } from './stats.js';

/** A few people at once: the load a self-hosted server sees. */
export const LOAD = { requests: 200, concurrency: 4, warmUp: 20 } as const;

/** Milliseconds every core of the machine has spent busy and idle since boot, whatever ran there. */
function machineTimes() {
  let busy = 0;
  let idle = 0;
  for (const { times } of cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    idle += times.idle;
  }
  return { busy, idle };
}

/**
 * `timed` (one checked request, answering its latency in ms) `LOAD.warmUp` times, then `LOAD.requests`
 * times from `LOAD.concurrency` clients, each sending its next as soon as one is answered. Also answers
 * the machine's CPU time per request (server, database, the clients and anything else running) and how
 * much of the cores stayed idle: with the clients in a closed loop, a request's p50 is about
 * `concurrency / throughput`, so this says whether a query is bound by its own CPU or by the machine's
 * other load.
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
  const before = machineTimes();
  await Promise.all(Array.from({ length: LOAD.concurrency }, client));
  const after = machineTimes();
  const seconds = (performance.now() - started) / 1000;
  const busy = after.busy - before.busy;
  const idle = after.idle - before.idle;
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: LOAD.requests / seconds,
    cpuPerRequest: busy / LOAD.requests,
    idleShare: idle / (busy + idle),
  };
}

export type LoadLatency = Awaited<ReturnType<typeof underLoad>>;

/** The table columns of a query measured by `underLoad`, and its cells. */
export const LOAD_COLUMNS = ['p50 ms', 'p95 ms', 'req/s', 'CPU ms/req', 'idle'] as const;

export const loadCells = (latency: LoadLatency) => [
  latency.p50.toFixed(1),
  latency.p95.toFixed(1),
  latency.perSecond.toFixed(0),
  latency.cpuPerRequest.toFixed(1),
  `${(100 * latency.idleShare).toFixed(0)} %`,
];

/** The JSON fields of a query measured by `underLoad`. */
export const loadFields = (latency: LoadLatency) => ({
  p50_ms: round(latency.p50, 1),
  p95_ms: round(latency.p95, 1),
  requests_per_second: round(latency.perSecond, 1),
  machine_cpu_ms_per_request: round(latency.cpuPerRequest, 1),
  idle_share: round(latency.idleShare, 2),
});
