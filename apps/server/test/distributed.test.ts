import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type Browser, memberBrowser } from './helpers/browser.js';
import { eventually } from './helpers/eventually.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { SPEECH_TEXT, speechClip, transcribeFile, waitForStatus, wordsOf } from './helpers/transcriptions.js';

vi.setConfig({ testTimeout: 180_000 });

// The distributed adapters behind the same API: BullMQ on Redis for jobs, an S3-compatible store for
// media (the database is whichever this run uses).
let server: TestServer;
let owner: Browser;
beforeAll(async () => {
  const s3 = inject('s3');
  server = await startTestServer({
    REDIS_URL: inject('redisUrl'),
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_BUCKET: `distributed-${randomBytes(4).toString('hex')}`,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  owner = await memberBrowser(server.url);
});
afterAll(() => server.close());

describe('transcriptions on Redis and S3', () => {
  it('stores the upload in S3, runs the job through BullMQ, and deletes the media with the row', async () => {
    const id = await transcribeFile(owner, speechClip(SPEECH_TEXT), { name: 'On S3' });
    const done = await waitForStatus(owner, id, ['completed', 'failed']);
    expect(done.status).toBe('completed');
    expect(wordsOf(done)).toMatch(/quick brown fox/);
    expect(await server.app.transcriptions.store.size(id)).toBeGreaterThan(10_000);

    await owner.request('DELETE', `/api/transcriptions/${id}`);
    expect(await server.app.transcriptions.store.size(id)).toBeNull();
  });

  it('removes media from S3 as soon as the transcript is saved when it is not to be kept', async () => {
    const id = await transcribeFile(owner, speechClip(SPEECH_TEXT), { keepData: false });
    expect((await waitForStatus(owner, id, ['completed', 'failed'])).status).toBe('completed');
    await eventually(async () => {
      expect((await owner.get(`/api/transcriptions/${id}`)).json.result.media_available).toBe(false);
    });
    expect(await server.app.transcriptions.store.size(id)).toBeNull();
  });
});
