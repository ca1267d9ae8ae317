import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Browser, memberBrowser } from '@whispy/test-kit/browser';
import { useEngineServer } from '@whispy/test-kit/engine-server';
import { eventually } from '@whispy/test-kit/eventually';
import { transcribeFile, waitForStatus, wordsOf } from '@whispy/test-kit/transcriptions';
import { beforeAll, describe, expect, inject, it } from 'vitest';

// The distributed adapters behind the same API: BullMQ on Redis for jobs, an S3-compatible store for
// media (the database is whichever this run uses).
const s3 = inject('s3');
const engine = useEngineServer({
  // A Redis database of its own: servers of other test files, on other databases, must not take its jobs.
  REDIS_URL: `${inject('redisUrl')}/1`,
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: s3.region,
  S3_BUCKET: `distributed-${randomBytes(4).toString('hex')}`,
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
});
let owner: Browser;
beforeAll(async () => {
  owner = await memberBrowser(engine.server.url);
});

describe('transcriptions on Redis and S3', () => {
  it('stores the upload in S3, runs the job through BullMQ, plays it back, and deletes it with the row', async () => {
    const id = await transcribeFile(owner, engine.speech, { name: 'On S3' });
    const done = await waitForStatus(owner, id, ['completed', 'failed']);
    expect(done.status).toBe('completed');
    expect(wordsOf(done)).toMatch(/quick brown fox/);
    expect(await engine.server.app.transcriptions.store.size(id)).toBeGreaterThan(10_000);

    // The editor's player reads it back in ranges, and its waveform is decoded from a copy of it.
    const part = await owner.get(`/api/transcriptions/${id}/media`, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.bytes.equals(readFileSync(engine.speech).subarray(100, 200))).toBe(true);
    const waveform = (await owner.get(`/api/transcriptions/${id}/peaks`)).json.result;
    expect(waveform.peaks.length).toBeCloseTo(waveform.duration * waveform.peaks_per_second, -1);

    await owner.request('DELETE', `/api/transcriptions/${id}`);
    expect(await engine.server.app.transcriptions.store.size(id)).toBeNull();
  });

  it('removes media from S3 as soon as the transcript is saved when it is not to be kept', async () => {
    const id = await transcribeFile(owner, engine.speech, { keepData: false });
    expect((await waitForStatus(owner, id, ['completed', 'failed'])).status).toBe('completed');
    await eventually(async () => {
      expect((await owner.get(`/api/transcriptions/${id}`)).json.result.media_available).toBe(false);
    });
    expect(await engine.server.app.transcriptions.store.size(id)).toBeNull();
  });
});
