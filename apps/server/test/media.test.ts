import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZMediaPeaks } from '@whispy/contracts';
import { type Browser, ownerAndStranger } from '@whispy/test-kit/browser';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { insertCompleted, silenceThenTone, storeMedia } from '@whispy/test-kit/transcriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaPeaks, type transcriptions } from '../src/db/schema.js';
import { sweep } from '../src/features/transcriptions/index.js';

let server: TestServer;
let owner: Browser;
let other: Browser;
let caller: { userId: string; workspaceId: string };
/** One second of silence, then one of a tone. */
let clip: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  ({ owner, other, caller } = await ownerAndStranger(server.url));
  clip = readFileSync(silenceThenTone());
});
afterAll(() => server.close());

/** A completed transcription of the clip, its media in the store as an upload leaves it. */
async function seedWithMedia(extra: Partial<typeof transcriptions.$inferInsert> = {}, bytes = clip) {
  const id = await insertCompleted(server.database.db, caller, { duration: 2, mediaStored: true, ...extra });
  await storeMedia(server.app.transcriptions.store, id, bytes);
  return id;
}

const media = (id: string, headers: Record<string, string> = {}, browser = owner) =>
  browser.get(`/api/transcriptions/${id}/media`, headers);

describe('playing the uploaded media', () => {
  let id: string;
  beforeAll(async () => {
    id = await seedWithMedia();
  });

  it('sends the whole file with its type, length and range support', async () => {
    const whole = await media(id);
    expect(whole.status).toBe(200);
    expect(whole.bytes.equals(clip)).toBe(true);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('content-length')).toBe(String(clip.length));
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
  });

  it('sends exactly the range asked for, so the player can seek', async () => {
    const part = await media(id, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${clip.length}`);
    expect(part.bytes.equals(clip.subarray(100, 200))).toBe(true);

    const tail = await media(id, { range: 'bytes=-500' });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(clip.subarray(-500))).toBe(true);

    const rest = await media(id, { range: 'bytes=30000-' });
    expect(rest.headers.get('content-range')).toBe(`bytes 30000-${clip.length - 1}/${clip.length}`);
    expect(rest.bytes.equals(clip.subarray(30_000))).toBe(true);
  });

  it('names the type by content, audio or video as the upload was probed', async () => {
    const mp4 = join(server.dataDir, 'clip.mp4');
    execFileSync('ffmpeg', ['-loglevel', 'error', '-i', silenceThenTone(), '-c:a', 'aac', '-f', 'mp4', mp4]);
    const bytes = readFileSync(mp4);
    const typeOf = async (hasVideo: boolean) =>
      (await media(await seedWithMedia({ hasVideo }, bytes))).headers.get('content-type');
    expect(await typeOf(false)).toBe('audio/mp4');
    expect(await typeOf(true)).toBe('video/mp4');
  });

  it('plays every container the engine accepts as audio or video, voice notes and MKV included', async () => {
    const typeOf = async (suffix: string, codec: string, hasVideo = false) => {
      const file = join(server.dataDir, `clip${suffix}`);
      execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', silenceThenTone(), '-c:a', codec, file]);
      return (await media(await seedWithMedia({ hasVideo }, readFileSync(file)))).headers.get('content-type');
    };
    // A Telegram voice message is OGG/Opus.
    expect(await typeOf('.opus', 'libopus')).toBe('audio/ogg; codecs=opus');
    expect(await typeOf('.mka', 'libvorbis')).toBe('audio/x-matroska');
    expect(await typeOf('.mkv', 'libvorbis', true)).toBe('video/matroska');
    expect(await typeOf('.flac', 'flac')).toBe('audio/flac');
  });

  it('answers 416 for a range outside the file', async () => {
    const outside = await media(id, { range: `bytes=${clip.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${clip.length}`);
    expect(outside.json.message).toBe('The requested part of the recording is outside the file.');
  });

  it('answers HEAD with the length and no body', async () => {
    const head = await owner.request('HEAD', `/api/transcriptions/${id}/media`);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(clip.length));
    expect(head.headers.get('content-type')).toBe('audio/wav');
    expect(head.bytes.length).toBe(0);
  });

  it('plays to other workspaces only once published, and only through the public route', async () => {
    const publicMedia = `/api/public_transcriptions/${id}/media`;
    expect((await media(id, {}, other)).status).toBe(404);
    expect((await other.get(publicMedia)).status).toBe(404);
    await owner.request('PUT', `/api/transcriptions/${id}`, { body: { public: true } });
    const played = await other.get(publicMedia, { range: 'bytes=0-99' });
    expect(played.status).toBe(206);
    expect(played.bytes.equals(clip.subarray(0, 100))).toBe(true);
    expect((await media(id, {}, other)).status).toBe(404);
  });

  it('is gone once the media is not kept, with the reason', async () => {
    const gone = await seedWithMedia({ keepData: false });
    expect((await media(gone)).status).toBe(200);
    // Media that is not to be kept is deleted by the sweep once the transcript is saved.
    await sweep(server.app.transcriptions);
    const answer = await media(gone);
    expect(answer.status).toBe(404);
    expect(answer.json.message).toBe('The recording of this transcription is no longer stored.');
    expect((await owner.get(`/api/transcriptions/${gone}/peaks`)).status).toBe(404);
    expect((await owner.get(`/api/transcriptions/${gone}`)).json.result.media_available).toBe(false);
  });
});

describe('the waveform', () => {
  const peaksOf = async (id: string, browser = owner, scope = 'transcriptions') => {
    const answer = await browser.get(`/api/${scope}/${id}/peaks`);
    expect(answer.status, answer.text).toBe(200);
    return ZMediaPeaks.parse(answer.json.result);
  };

  it('has 20 peaks a second, quiet where the recording is silent and loud where it is not', async () => {
    const id = await seedWithMedia();
    const waveform = await peaksOf(id);
    expect(waveform.peaks_per_second).toBe(20);
    expect(waveform.duration).toBeCloseTo(2, 1);
    expect(Math.abs(waveform.peaks.length - 40)).toBeLessThanOrEqual(1);
    expect(Math.max(...waveform.peaks)).toBe(1);
    const silence = waveform.peaks.slice(0, 18);
    const tone = waveform.peaks.slice(22);
    expect(Math.max(...silence)).toBeLessThan(0.05);
    expect(Math.min(...tone)).toBeGreaterThan(0.5);
  });

  it('is decoded once and then served from the database', async () => {
    const id = await seedWithMedia();
    // Asked for at once, as a page with two players would: one answer for all.
    const [first, ...others] = await Promise.all([peaksOf(id), peaksOf(id), peaksOf(id)]);
    for (const each of others) expect(each).toEqual(first);

    const [cached] = await server.database.db
      .select()
      .from(mediaPeaks)
      .where(eq(mediaPeaks.transcriptionId, id));
    expect(cached?.peaks).toEqual(first!.peaks);
    // What is cached is what is served: a changed cache shows, with no new decoding.
    await server.database.db
      .update(mediaPeaks)
      .set({ peaks: [0.5] })
      .where(eq(mediaPeaks.transcriptionId, id));
    expect((await peaksOf(id)).peaks).toEqual([0.5]);
  });

  it('is public with the transcription, and forgotten with it', async () => {
    const id = await seedWithMedia();
    expect((await other.get(`/api/public_transcriptions/${id}/peaks`)).status).toBe(404);
    await owner.request('PUT', `/api/transcriptions/${id}`, { body: { public: true } });
    expect((await peaksOf(id, other, 'public_transcriptions')).peaks.length).toBeGreaterThan(30);

    await owner.request('DELETE', `/api/transcriptions/${id}`);
    expect(
      await server.database.db.select().from(mediaPeaks).where(eq(mediaPeaks.transcriptionId, id)),
    ).toEqual([]);
  });
});
