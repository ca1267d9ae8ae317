// `npm run bench -- search [--rows N] [--on pglite,postgres]`: search across every transcript, and the
// list pages, over N transcripts (10,000 by default: about 5 million words) in one workspace, on PGlite
// and, when DATABASE_URL is set, on PostgreSQL (`--on` picks one). Each query's p50 is also given against the list's default page on
// the same database, the baseline measured in the same run. Writes bench/results/search-<UTC>.json.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { TIdentity } from '@whispy/contracts';
import { type Browser, memberBrowser, person } from '@whispy/test-kit/browser';
import { type DatabaseKind, settleLikeAutovacuum, startBenchServer } from '../pipeline/bench-server.js';
import { LOAD, LOAD_COLUMNS, loadCells, loadFields, underLoad } from '../pipeline/concurrent-load.js';
import { machine, markdownTable, writeResults } from '../pipeline/report.js';
import { seedTranscriptions, TOPICS } from '../pipeline/seed-transcriptions.js';
import { round } from '../pipeline/stats.js';
import { JAPANESE_PHRASE, syntheticTranscripts, WORDS_PER_TRANSCRIPT, wordOfRank } from './corpus.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    on: { type: 'string', default: process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite' },
  },
});
const rows = Number(values.rows);
const databases = values.on.split(',') as DatabaseKind[];
if (
  !Number.isInteger(rows) ||
  rows < 100 ||
  databases.some((database) => !['pglite', 'postgres'].includes(database)) ||
  (databases.includes('postgres') && !process.env.DATABASE_URL)
) {
  console.error('Usage: npm run bench -- search [--rows N≥100] [--on pglite,postgres (needs DATABASE_URL)]');
  process.exit(2);
}

const middle = Math.ceil(rows / 2);
const search = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;
/** The list's default page first: the baseline the others are compared with. */
const QUERIES = [
  { query: 'list: default page', path: '/api/transcriptions' },
  { query: 'list: name contains "budget"', path: '/api/transcriptions?search=budget' },
  { query: 'list: sort by name', path: '/api/transcriptions?sort=name&direction=asc' },
  { query: 'search: a common word (rank 10)', path: search(wordOfRank(10)) },
  { query: 'search: a middling word (rank 300)', path: search(wordOfRank(300)) },
  { query: 'search: a rare word (rank 10,000)', path: search(wordOfRank(10_000)) },
  { query: 'search: two words', path: search(`${wordOfRank(40)} ${wordOfRank(400)}`) },
  { query: 'search: Japanese substring', path: search(JAPANESE_PHRASE.slice(1, 4)) },
  // The name of the transcript in the middle (names cycle through the topics, numbered from 1).
  { query: 'search: a name', path: search(`${TOPICS[(middle - 1) % TOPICS.length]} ${middle}`) },
];

/** One request, checked to answer a full page (or all there is); answers its latency and the match count. */
async function timed(browser: Browser, path: string) {
  const started = performance.now();
  const answer = await browser.get(path);
  const elapsed = performance.now() - started;
  const page = answer.json?.result;
  if (
    answer.status !== 200 ||
    !Array.isArray(page?.data) ||
    page.data.length !== Math.min(page.per_page, page.count)
  ) {
    throw new Error(`GET ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  }
  return { elapsed, count: page.count as number };
}

async function measureOn(database: DatabaseKind) {
  const server = await startBenchServer(database);
  try {
    const browser = await memberBrowser(server.url, person('search'));
    const identity = (await browser.get('/api/auth/identity')).json.result as TIdentity;
    const owner = { workspaceId: identity.workspace!.id, ownerId: identity.user.id };
    const seeding = performance.now();
    await seedTranscriptions(server.app.db, owner, rows, syntheticTranscripts());
    await settleLikeAutovacuum(server, database);
    const seedSeconds = (performance.now() - seeding) / 1000;
    console.error(
      `search on ${database}: ${rows} transcripts written and indexed in ${seedSeconds.toFixed(0)} s`,
    );
    const results = [];
    for (const { query, path } of QUERIES) {
      const { count } = await timed(browser, path);
      const latency = await underLoad(async () => (await timed(browser, path)).elapsed);
      results.push({ database, query, count, ...latency });
      console.error(`search on ${database}: ${query} done`);
    }
    return { results, seedSeconds };
  } finally {
    await server.close();
  }
}

const started = performance.now();
const loadBefore = loadavg();
const measured = [];
const seeding: Record<string, number> = {};
for (const database of databases) {
  const { results, seedSeconds } = await measureOn(database);
  seeding[database] = round(seedSeconds, 1);
  const baseline = results[0]!.p50;
  measured.push(...results.map((result) => ({ ...result, vsDefault: result.p50 / baseline })));
}
const loadAfter = loadavg();

console.log(
  `\n## Search and lists over ${rows} transcripts\n\n${markdownTable(
    ['database', 'query', 'matches', ...LOAD_COLUMNS, 'p50 vs default page'],
    measured.map((result) => [
      result.database,
      result.query,
      String(result.count),
      ...loadCells(result),
      `${result.vsDefault.toFixed(2)}×`,
    ]),
    2,
  )}\n\n${rows} transcripts of ${WORDS_PER_TRANSCRIPT} words in one workspace; ${LOAD.requests} requests per query from ${LOAD.concurrency} clients at once; load average ${loadBefore[0]!.toFixed(1)} before, ${loadAfter[0]!.toFixed(1)} after\n`,
);
const report = {
  machine: {
    ...machine(),
    load_average_before: loadBefore.map((value) => round(value, 2)),
    load_average_after: loadAfter.map((value) => round(value, 2)),
  },
  rows,
  words: rows * WORDS_PER_TRANSCRIPT,
  requests: LOAD.requests,
  concurrency: LOAD.concurrency,
  seed_seconds: seeding,
  results: measured.map((result) => ({
    database: result.database,
    query: result.query,
    matches: result.count,
    ...loadFields(result),
    p50_vs_default_page: round(result.vsDefault),
  })),
  total_seconds: round((performance.now() - started) / 1000, 1),
};
console.error(`wrote ${writeResults('search', report)} after ${report.total_seconds} s`);
