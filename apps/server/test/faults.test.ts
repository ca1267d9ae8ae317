import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { memberBrowser } from '@whispy/test-kit/browser';
import { onPostgres } from '@whispy/test-kit/database';
import { allowEngineTime } from '@whispy/test-kit/engine-server';
import { exitOf, killHard, startEntryPoint, useServerProcesses } from '@whispy/test-kit/processes';
import {
  createTranscription,
  createUpload,
  insertCompleted,
  sendBytes,
  speechClip,
  transcribeFile,
  uploadOffset,
  waitForStatus,
  wordsOf,
} from '@whispy/test-kit/transcriptions';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { transcriptions } from '../src/db/schema.js';
import { importLinkJob } from '../src/features/link-imports/job.js';
import { createJobQueue } from '../src/queue/index.js';

// Whole processes are killed and restarted here, each start loading the engine again.
allowEngineTime(300_000);

/**
 * Some forty seconds of speech: long enough to be caught in the middle of its transcription. Every
 * sentence differs, since Whisper tends to drop repeated sentences and then samples at random.
 */
const LONG_TEXT = [
  'Part one. The quick brown fox jumps over the lazy dog.',
  'Part two. A gentle breeze carried the smell of fresh bread through the village.',
  'Part three. Seven students waited patiently for the yellow school bus.',
  'Part four. The old lighthouse keeper painted his boat bright orange.',
  'Part five. Heavy rain flooded the narrow streets near the harbour.',
  'Part six. Everyone cheered when the orchestra finally began to play.',
].join(' ');

const environment = useServerProcesses('faults');

describe(`a server killed and restarted (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('resumes an upload cut by the crash and transcribes the whole file once', async () => {
    const server = await environment();
    const first = await server.start();
    const owner = await memberBrowser(server.url);
    const bytes = readFileSync(speechClip(LONG_TEXT));
    const { id, upload_url } = await createTranscription(owner, { name: 'Crash mid-upload' });
    const location = await createUpload(owner, upload_url, bytes.length);
    const part = Math.floor(bytes.length / 3);
    await sendBytes(owner, location, 0, bytes.subarray(0, part));
    await killHard(first);

    await server.start();
    const { offset } = await uploadOffset(owner, location);
    expect(offset).toBe(part);
    await sendBytes(owner, location, offset, bytes.subarray(offset));
    const done = await waitForStatus(owner, id, ['completed', 'failed'], 240_000);
    expect(done.status).toBe('completed');
    expect(wordsOf(done)).toMatch(/part (one|1)\b.*part (six|6)\b/);
  });

  it('picks a job cut by the crash up again after the restart, without duplicating its text', async () => {
    const server = await environment();
    const first = await server.start();
    const owner = await memberBrowser(server.url);
    const id = await transcribeFile(owner, speechClip(LONG_TEXT), { name: 'Crash mid-job' });
    await waitForStatus(owner, id, ['processing'], 240_000);
    await killHard(first);

    await server.start();
    const done = await waitForStatus(owner, id, ['completed', 'failed'], 240_000);
    expect(done.status).toBe('completed');
    const words = wordsOf(done);
    expect(words).toMatch(/part (one|1)\b.*part (six|6)\b/);
    expect(words.match(/part (one|1)\b/g)).toHaveLength(1);
  });
});

// A separate worker shares PostgreSQL, Redis and S3 with the servers; PGlite is a single process's.
describe.runIf(onPostgres)('separate workers (npm run worker)', () => {
  it('explains which services are missing instead of starting', async () => {
    const child = startEntryPoint('src/worker/main.ts', { DATABASE_URL: '', REDIS_URL: '', S3_BUCKET: '' });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    expect(await exitOf(child)).toBe(2);
    expect(stderr).toContain('DATABASE_URL');
    expect(stderr).toContain('REDIS_URL');
    expect(stderr).toContain('S3_BUCKET');
  });

  /** Servers that only take requests, sharing a Redis database of `redisDb` and a fresh S3 bucket. */
  function distributed(redisDb: number, extra: NodeJS.ProcessEnv = {}) {
    const s3 = inject('s3');
    return environment({
      PROCESS_JOBS: 'false',
      // A Redis database of its own: servers of other test files must not take its jobs.
      REDIS_URL: `${inject('redisUrl')}/${redisDb}`,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_BUCKET: `faults-${randomBytes(4).toString('hex')}`,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      ...extra,
    });
  }

  it('loses nothing when a worker is killed mid-job: another worker finishes it', async () => {
    const server = await distributed(2);
    await server.start();
    const doomed = server.startWorker();
    const owner = await memberBrowser(server.url);
    const id = await transcribeFile(owner, speechClip(LONG_TEXT), { name: 'Worker crash' });
    await waitForStatus(owner, id, ['processing'], 240_000);
    await killHard(doomed);

    server.startWorker();
    const done = await waitForStatus(owner, id, ['completed', 'failed'], 240_000);
    expect(done.status).toBe('completed');
    const words = wordsOf(done);
    expect(words).toMatch(/part (one|1)\b.*part (six|6)\b/);
    expect(words.match(/part (one|1)\b/g)).toHaveLength(1);
  });

  it('fetches the media of a link import when only a worker takes jobs', async () => {
    const speech = readFileSync(speechClip('Fetched by the worker.'));
    const media = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'audio/wav' }).end(speech);
    });
    await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
    const server = await distributed(3, { OUTBOUND_ALLOW: 'loopback' });
    // A member made through a server, which then goes: the worker alone is left to take the import.
    const first = await server.start();
    const { user, workspace } = (await (await memberBrowser(server.url)).get('/api/auth/identity')).json
      .result;
    await killHard(first);
    const owner = { userId: user.id as string, workspaceId: workspace.id as string };
    const db = await openDatabase({ url: server.env.DATABASE_URL! });
    const queue = createJobQueue({ redisUrl: server.env.REDIS_URL!, logger: pino({ level: 'silent' }) });
    try {
      const id = await insertCompleted(db.db, owner, {
        status: 'waiting',
        progress: 0,
        fromLink: true,
        segments: null,
        speakerLabels: [],
      });
      const url = `http://127.0.0.1:${(media.address() as AddressInfo).port}/fox.wav`;
      await queue.enqueue(importLinkJob, { transcriptionId: id, workspaceId: owner.workspaceId, url });

      server.startWorker();
      // Fetched, stored in S3 and handed on to validation, which the servers (none running now) take.
      await expect
        .poll(async () => (await db.db.select().from(transcriptions).where(eq(transcriptions.id, id)))[0], {
          timeout: 120_000,
          interval: 500,
        })
        .toMatchObject({ status: 'validating', mediaStored: true });
    } finally {
      await queue.close(0);
      await db.close();
      media.close();
    }
  });
});
