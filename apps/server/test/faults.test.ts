import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { memberBrowser } from '@whispy/test-kit/browser';
import { onPostgres } from '@whispy/test-kit/database';
import { allowEngineTime } from '@whispy/test-kit/engine-server';
import { exitOf, killHard, startEntryPoint, useServerProcesses } from '@whispy/test-kit/processes';
import {
  createTranscription,
  createUpload,
  sendBytes,
  speechClip,
  transcribeFile,
  uploadOffset,
  waitForStatus,
  wordsOf,
} from '@whispy/test-kit/transcriptions';
import { describe, expect, inject, it } from 'vitest';

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

  it('loses nothing when a worker is killed mid-job: another worker finishes it', async () => {
    const s3 = inject('s3');
    const server = await environment({
      PROCESS_JOBS: 'false',
      // A Redis database of its own: servers of other test files must not take its jobs.
      REDIS_URL: `${inject('redisUrl')}/2`,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_BUCKET: `faults-${randomBytes(4).toString('hex')}`,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
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
});
