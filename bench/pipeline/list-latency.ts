import { performance } from 'node:perf_hooks';
import type { TIdentity } from '@whispy/contracts';
import { type Browser, memberBrowser, person } from '@whispy/test-kit/browser';
import { type DatabaseKind, settleLikeAutovacuum, startBenchServer } from './bench-server.js';
import { LOAD, LOAD_COLUMNS, loadCells, loadFields, underLoad } from './concurrent-load.js';
import { markdownTable } from './report.js';
import { seedTranscriptions, TOPICS } from './seed-transcriptions.js';
import { round } from './stats.js';

const ROWS = 10_000;
const { requests: REQUESTS, concurrency: CONCURRENCY } = LOAD;

const QUERIES = [
  { query: 'default page', path: '/api/transcriptions', count: ROWS },
  { query: 'search "budget"', path: '/api/transcriptions?search=budget', count: ROWS / TOPICS.length },
  { query: 'sort by name', path: '/api/transcriptions?sort=name&direction=asc', count: ROWS },
];

/** One list request, checked to be the page a user would see; answers its latency in ms. */
async function timedList(browser: Browser, path: string, count: number) {
  const started = performance.now();
  const answer = await browser.get(path);
  const elapsed = performance.now() - started;
  const page = answer.json?.result;
  if (answer.status !== 200 || page?.count !== count || page.data.length !== page.per_page) {
    throw new Error(
      `GET ${path} answered ${answer.status} with ${page?.count} rows: ${answer.text.slice(0, 200)}`,
    );
  }
  return elapsed;
}

const load = (browser: Browser, path: string, count: number) =>
  underLoad(() => timedList(browser, path, count));

/** ROWS transcriptions in one workspace of a fresh server on `database`, then each list query under load. */
async function measureOn(database: DatabaseKind) {
  const server = await startBenchServer(database);
  try {
    const browser = await memberBrowser(server.url, person('lists'));
    const identity = (await browser.get('/api/auth/identity')).json.result as TIdentity;
    await seedTranscriptions(
      server.app.db,
      { workspaceId: identity.workspace!.id, ownerId: identity.user.id },
      ROWS,
    );
    await settleLikeAutovacuum(server, database);
    const results = [];
    for (const { query, path, count } of QUERIES) {
      results.push({ database, query, ...(await load(browser, path, count)) });
      console.error(`lists on ${database}: ${query} done`);
    }
    return results;
  } finally {
    await server.close();
  }
}

/**
 * Part 3: list latency on each database. Each query's p50 is also given against the default page's on
 * the same database, the cheapest read of the list.
 */
export async function measureListLatency(databases: readonly DatabaseKind[]) {
  const results = [];
  for (const database of databases) {
    const measured = await measureOn(database);
    const baseline = measured[0]!.p50;
    results.push(...measured.map((result) => ({ ...result, vsDefault: result.p50 / baseline })));
  }
  const table = markdownTable(
    ['database', 'query', ...LOAD_COLUMNS, 'p50 vs default page'],
    results.map((result) => [
      result.database,
      result.query,
      ...loadCells(result),
      `${result.vsDefault.toFixed(2)}×`,
    ]),
    2,
  );
  return {
    table: `${table}\n\n${ROWS} rows in one workspace; ${REQUESTS} requests per query from ${CONCURRENCY} clients at once`,
    json: {
      rows: ROWS,
      requests: REQUESTS,
      concurrency: CONCURRENCY,
      results: results.map((result) => ({
        database: result.database,
        query: result.query,
        ...loadFields(result),
        p50_vs_default_page: round(result.vsDefault),
      })),
    },
  };
}
