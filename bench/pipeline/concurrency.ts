import { type TTranscription, type TTranscriptionStatus, UNFINISHED_STATUSES } from '@whispy/contracts';
import { type Browser, memberBrowser, person } from '@whispy/test-kit/browser';
import { speechClip, waitForStatus } from '@whispy/test-kit/transcriptions';
import type { EnginePool } from '../../apps/server/src/engine/index.js';
import { bareSeconds } from './overhead.js';
import { markdownTable } from './report.js';
import { median, percentile, round } from './stats.js';
import { completedAt, timedUpload } from './timed-upload.js';

/** About three seconds of speech. */
const SHORT_SPEECH = 'Please call Stella and bring the blue folder.';
const FILES = 20;
const USERS = 4;
/** Each user looks at their list this often, as an open dashboard would; latencies do not depend on it. */
const POLL_MS = 500;

const unfinished: ReadonlySet<TTranscriptionStatus> = new Set(UNFINISHED_STATUSES);

/** The list rows of `ids` once every one of them is finished. */
async function whenAllFinished(browser: Browser, ids: ReadonlySet<string>, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await browser.get(`/api/transcriptions?per_page=100`);
    const rows = (answer.json.result.data as TTranscription[]).filter((row) => ids.has(row.id));
    if (rows.length === ids.size && rows.every((row) => !unfinished.has(row.status))) return rows;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${ids.size} transcriptions did not finish in ${timeoutMs / 1000} s`);
}

/**
 * Part 2: FILES short recordings uploaded at once by USERS people, with the default one engine slot.
 * Latency runs from each file's answered PATCH to its completion, so it includes the wait in the queue.
 * The baseline is the bare engine transcribing the same clip FILES times back to back.
 */
export async function measureConcurrency(serverUrl: string, bare: EnginePool) {
  const clip = speechClip(SHORT_SPEECH);
  const users: Browser[] = [];
  for (let user = 0; user < USERS; user++) users.push(await memberBrowser(serverUrl, person('concurrency')));
  await bareSeconds(bare, clip);
  const warmUp = await timedUpload(users[0]!, clip, 'Warm-up');
  await waitForStatus(users[0]!, warmUp.id, ['completed', 'failed'], 600_000);
  const bareEach = median([
    await bareSeconds(bare, clip),
    await bareSeconds(bare, clip),
    await bareSeconds(bare, clip),
  ]);

  const started = Date.now();
  const uploads = await Promise.all(
    Array.from({ length: FILES }, async (_, file) => {
      const browser = users[file % USERS]!;
      return { browser, ...(await timedUpload(browser, clip, `Call ${file + 1}`)) };
    }),
  );
  const uploadedAt = new Map(uploads.map((upload) => [upload.id, upload.uploadedAt]));
  const finished = (
    await Promise.all(
      users.map((browser) => {
        const theirs = uploads.filter((upload) => upload.browser === browser).map((upload) => upload.id);
        return whenAllFinished(browser, new Set(theirs));
      }),
    )
  ).flat();
  const latencies = finished.map((row) => (completedAt(row) - uploadedAt.get(row.id)!) / 1000);
  const wall = (Math.max(...finished.map(completedAt)) - started) / 1000;
  const perMinute = (FILES / wall) * 60;
  const vsBare = wall / (FILES * bareEach);

  const table = markdownTable(
    [
      'files',
      'users',
      'completed',
      'wall s',
      'files/min',
      'latency p50 s',
      'latency p95 s',
      'wall vs bare back to back',
    ],
    [
      [
        String(FILES),
        String(USERS),
        `${latencies.length}/${FILES}`,
        wall.toFixed(1),
        perMinute.toFixed(1),
        percentile(latencies, 50).toFixed(2),
        percentile(latencies, 95).toFixed(2),
        `${vsBare.toFixed(2)}×`,
      ],
    ],
    0,
  );
  return {
    table: `${table}\n\nbare engine: ${bareEach.toFixed(2)} s a file, ${(60 / bareEach).toFixed(0)} files/min back to back`,
    json: {
      files: FILES,
      users: USERS,
      completed: latencies.length,
      wall_s: round(wall),
      files_per_minute: round(perMinute, 1),
      latency_p50_s: round(percentile(latencies, 50)),
      latency_p95_s: round(percentile(latencies, 95)),
      bare_seconds_per_file: round(bareEach),
      wall_vs_bare_back_to_back: round(vsBare),
    },
  };
}
