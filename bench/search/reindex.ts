// `npm run bench -- search-reindex [--on pglite,postgres]`: what the search trigger adds to an autosave of
// a 3-hour transcript (2,000 segments) that edits one segment: the `UPDATE` of its segments timed with the
// trigger and with it disabled, on PGlite and, when DATABASE_URL is set, PostgreSQL. Writes
// bench/results/search-reindex-<UTC>.json.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { TIdentity } from '@whispy/contracts';
import { memberBrowser, person } from '@whispy/test-kit/browser';
import { insertCompleted } from '@whispy/test-kit/transcriptions';
import { sql } from 'drizzle-orm';
import { longTranscript } from '../editor/long-transcript.js';
import { type DatabaseKind, startBenchServer } from '../pipeline/bench-server.js';
import { machine, markdownTable, writeResults } from '../pipeline/report.js';
import { median, round } from '../pipeline/stats.js';

const { values } = parseArgs({
  options: { on: { type: 'string', default: process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite' } },
});
const databases = values.on.split(',') as DatabaseKind[];
if (
  databases.some((database) => !['pglite', 'postgres'].includes(database)) ||
  (databases.includes('postgres') && !process.env.DATABASE_URL)
) {
  console.error('Usage: npm run bench -- search-reindex [--on pglite,postgres (needs DATABASE_URL)]');
  process.exit(2);
}

const SEGMENTS = 2_000;
const SAVES = 12;
const EDITED = SEGMENTS / 2;

async function measureOn(database: DatabaseKind) {
  const server = await startBenchServer(database);
  try {
    const { db } = server.app;
    const browser = await memberBrowser(server.url, person('reindex'));
    const identity = (await browser.get('/api/auth/identity')).json.result as TIdentity;
    const segments = longTranscript(SEGMENTS, 3 * 3600);
    const id = await insertCompleted(
      db,
      { userId: identity.user.id, workspaceId: identity.workspace!.id },
      { segments, speakerLabels: [...new Set(segments.flatMap((s) => (s.speaker ? [s.speaker] : [])))] },
    );
    // Each save adds a word to the same segment, as typing does between autosaves.
    const saves = async () => {
      const times = [];
      for (let save = 0; save < SAVES; save++) {
        const edited = segments.map((segment, index) =>
          index === EDITED ? { ...segment, text: `${segment.text} word${save}` } : segment,
        );
        const started = performance.now();
        await db.execute(
          sql`update transcriptions set segments = ${JSON.stringify(edited)}::jsonb where id = ${id}`,
        );
        times.push(performance.now() - started);
      }
      return median(times);
    };
    const withTrigger = await saves();
    await db.execute(sql`alter table transcriptions disable trigger transcript_search_on_update`);
    const withoutTrigger = await saves();
    await db.execute(sql`alter table transcriptions enable trigger transcript_search_on_update`);
    return { database, withTrigger, withoutTrigger, trigger: withTrigger - withoutTrigger };
  } finally {
    await server.close();
  }
}

const loadBefore = loadavg();
const measured = [];
for (const database of databases) measured.push(await measureOn(database));
console.log(
  `\n## One edited segment of a ${SEGMENTS}-segment transcript saved (median of ${SAVES})\n\n${markdownTable(
    ['database', 'update with trigger ms', 'without ms', 'trigger ms'],
    measured.map((result) => [
      result.database,
      result.withTrigger.toFixed(0),
      result.withoutTrigger.toFixed(0),
      result.trigger.toFixed(0),
    ]),
  )}\n\nload average ${loadBefore[0]!.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after\n`,
);
const report = {
  machine: { ...machine(), load_average_before: loadBefore.map((value) => round(value, 2)) },
  segments: SEGMENTS,
  saves: SAVES,
  results: measured.map((result) => ({
    database: result.database,
    update_with_trigger_ms: round(result.withTrigger, 1),
    update_without_trigger_ms: round(result.withoutTrigger, 1),
    trigger_ms: round(result.trigger, 1),
  })),
};
console.error(`wrote ${writeResults('search-reindex', report)}`);
