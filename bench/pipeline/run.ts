// `npm run bench -- pipeline [--repeat N] [--only overhead,concurrency,lists,first-words]`: what the
// pipeline adds to the bare engine, how it copes with many uploads at once, how fast lists answer with
// many rows, and how soon the first words of a long file reach the page.
// Prints one table per part and writes bench/results/pipeline-<UTC timestamp>.json.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { memberBrowser, person } from '@whispy/test-kit/browser';
import { createEnginePool } from '../../apps/server/src/engine/index.js';
import { startBenchServer } from './bench-server.js';
import { measureConcurrency } from './concurrency.js';
import { measureFirstWords } from './first-words.js';
import { measureListLatency } from './list-latency.js';
import { ENGINE_OPTIONS, measureOverhead } from './overhead.js';
import { machine, writeResults } from './report.js';
import { round } from './stats.js';

const PARTS = ['overhead', 'concurrency', 'lists', 'first-words'] as const;

const { values } = parseArgs({
  options: { repeat: { type: 'string', default: '3' }, only: { type: 'string', default: PARTS.join(',') } },
});
const repeat = Number(values.repeat);
const only = new Set(values.only.split(','));
const unknown = [...only].filter((part) => !(PARTS as readonly string[]).includes(part));
if (!Number.isInteger(repeat) || repeat < 1 || unknown.length > 0) {
  console.error(`Usage: npm run bench -- pipeline [--repeat N≥1] [--only ${PARTS.join(',')}]`);
  process.exit(2);
}

const started = performance.now();
const report: Record<string, unknown> = { machine: machine() };
function print(title: string, table: string) {
  console.log(`\n## ${title}\n\n${table}\n`);
}

if (only.has('overhead') || only.has('concurrency') || only.has('first-words')) {
  const server = await startBenchServer('pglite');
  // The baseline: an engine pool like the worker's, called directly on the same machine at the same time.
  const bare = createEnginePool({ ...server.config.engine, slots: 1, logger: server.app.log });
  report.engine = {
    ...ENGINE_OPTIONS,
    slots: server.config.engine.slots,
    cpu_threads: server.config.engine.cpuThreads,
  };
  try {
    if (only.has('overhead')) {
      const browser = await memberBrowser(server.url, person('overhead'));
      const overhead = await measureOverhead(browser, bare, repeat);
      print('Pipeline overhead: upload finished → completed, against the bare engine', overhead.table);
      report.overhead = overhead.json;
    }
    if (only.has('first-words')) {
      const browser = await memberBrowser(server.url, person('first-words'));
      const firstWords = await measureFirstWords(server, browser, bare, repeat);
      print(
        'First words of a 10-minute file: upload finished → first segment at the client',
        firstWords.table,
      );
      report.first_words = firstWords.json;
    }
    if (only.has('concurrency')) {
      const concurrency = await measureConcurrency(server.url, bare);
      print('Concurrent uploads', concurrency.table);
      report.concurrency = concurrency.json;
    }
  } finally {
    await bare.close();
    await server.close();
  }
}

if (only.has('lists')) {
  const lists = await measureListLatency(process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);
  print('List latency', lists.table);
  report.lists = lists.json;
}

report.total_seconds = round((performance.now() - started) / 1000, 1);
console.error(`wrote ${writeResults('pipeline', report)} after ${report.total_seconds} s`);
