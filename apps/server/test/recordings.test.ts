import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { memberBrowser } from '@whispy/test-kit/browser';
import { useEngineServer } from '@whispy/test-kit/engine-server';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { team } from '@whispy/test-kit/team';
import {
  clusterStarts,
  createTranscription,
  recordedSpeech,
  sendBytes,
  TUS,
  waitForStatus,
} from '@whispy/test-kit/transcriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptions } from '../src/db/schema.js';
import { sweep } from '../src/features/transcriptions/index.js';

type Browser = Awaited<ReturnType<typeof memberBrowser>>;

/** A recording's upload as the page starts it: tus creation without a length. */
async function startRecording(browser: Browser, name = 'Recording 14:05') {
  const { id, upload_url } = await createTranscription(browser, { name });
  const answer = await browser.request('POST', upload_url, {
    headers: { ...TUS, 'upload-defer-length': '1', 'upload-metadata': 'filename cmVjLndlYm0=' },
  });
  expect(answer.status, answer.text).toBe(201);
  return { id, location: answer.headers.get('location')! };
}

/** The pieces a recorder hands over: the stream cut before each cluster after the first. */
function piecesOf(bytes: Uint8Array) {
  const cuts = [...clusterStarts(bytes).slice(1), bytes.length];
  return cuts.map((end, index) => bytes.subarray(index === 0 ? 0 : cuts[index - 1]!, end));
}

const unfinished = async (browser: Browser) =>
  (await browser.get('/api/transcriptions/recordings')).json.result as { id: string; saved_bytes: number }[];

describe('a recording sent while it is made', () => {
  const engine = useEngineServer();

  it('is offered to its owner alone when its page went away, and is transcribed with what arrived', async () => {
    const { owner, member, outsider } = await team(engine.server.url);
    const speech = recordedSpeech();
    const pieces = piecesOf(speech);
    expect(pieces.length).toBeGreaterThan(3);
    const { id, location } = await startRecording(owner);
    // The tab closes after two pieces: the rest never leaves the browser.
    let offset = await sendBytes(owner, location, 0, pieces[0]!);
    offset = await sendBytes(owner, location, offset, pieces[1]!);

    // A stream cut at a piece's end still decodes: what the server holds is a shorter recording.
    const kept = join(engine.server.dataDir, 'kept.webm');
    writeFileSync(kept, speech.subarray(0, offset));
    const probed = execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'packet=pts_time',
      '-of',
      'csv=p=0',
      kept,
    ]);
    expect(probed.toString().trim().split('\n').length).toBeGreaterThan(50);

    expect(await unfinished(owner)).toEqual([
      { id, name: 'Recording 14:05', started_at: expect.any(String), saved_bytes: offset },
    ]);
    // Private until it is a transcription: not another member's, not another workspace's.
    for (const stranger of [member, outsider]) {
      expect(await unfinished(stranger)).toEqual([]);
      const finish = await stranger.request('POST', `/api/transcriptions/${id}/recording/finish`);
      expect(finish.status).toBe(404);
    }
    expect((await outsider.request('PATCH', location, { headers: TUS })).status).toBe(404);

    const finished = await owner.request('POST', `/api/transcriptions/${id}/recording/finish`);
    expect(finished.status, finished.text).toBe(200);
    expect(await unfinished(owner)).toEqual([]);
    const again = await owner.request('POST', `/api/transcriptions/${id}/recording/finish`);
    expect(again.status).toBe(409);
    const late = await owner.request('PATCH', location, {
      bytes: pieces[2]!,
      headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    });
    expect(late.status).toBe(409);

    const done = await waitForStatus(owner, id, ['completed', 'failed']);
    expect(done.failure).toBeNull();
    // Two one-second pieces of the recording, not the whole of it.
    expect(done.duration).toBeGreaterThan(1);
    expect(done.duration).toBeLessThan(3);
  });

  it('declares its length with its last piece and is then checked like any upload', async () => {
    const owner = await memberBrowser(engine.server.url);
    const pieces = piecesOf(recordedSpeech());
    const { id, location } = await startRecording(owner);
    let offset = 0;
    for (const piece of pieces.slice(0, -1)) offset = await sendBytes(owner, location, offset, piece);
    const last = pieces.at(-1)!;
    const answer = await owner.request('PATCH', location, {
      bytes: last,
      headers: {
        ...TUS,
        'upload-offset': String(offset),
        'upload-length': String(offset + last.length),
        'content-type': 'application/offset+octet-stream',
      },
    });
    expect(answer.status, answer.text).toBe(204);
    expect(await unfinished(owner)).toEqual([]);
    const checked = await waitForStatus(owner, id, ['completed', 'failed']);
    expect(checked.failure).toBeNull();
    expect(checked.duration).toBeGreaterThan(4);
  });

  it('refuses to finish a recording of which nothing arrived', async () => {
    const owner = await memberBrowser(engine.server.url);
    const { id } = await startRecording(owner);
    const answer = await owner.request('POST', `/api/transcriptions/${id}/recording/finish`, {
      headers: { 'accept-language': 'es' },
    });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(
      'Nada de esta grabación llegó al servidor. Descártala y vuelve a grabar.',
    );
  });
});

describe('the limits on a recording sent while it is made', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ STORAGE_QUOTA_MB: '1', MAX_UPLOAD_MB: '1' });
  });
  afterAll(() => server.close());

  const piece = (bytes: number) => new Uint8Array(bytes).fill(7);
  const patch = (browser: Browser, location: string, offset: number, headers: Record<string, string> = {}) =>
    browser.request('PATCH', location, {
      bytes: piece(300 * 1024),
      headers: {
        ...TUS,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        ...headers,
      },
    });

  it('refuses pieces past the largest file and past the storage quota', async () => {
    const owner = await memberBrowser(server.url);
    const { location } = await startRecording(owner);
    let offset = 0;
    for (let index = 0; index < 3; index++) {
      offset = await sendBytes(owner, location, offset, piece(300 * 1024));
    }
    // 1.2 MiB would pass the 1 MiB quota: refused before a byte is taken, and the recording keeps what it had.
    const refused = await patch(owner, location, offset);
    expect(refused.status).toBe(413);
    expect(refused.json.message).toMatch(/1\.0 MB/);
    expect(await unfinished(owner)).toMatchObject([{ saved_bytes: offset }]);
    // A last piece that declares a length past the largest file is refused by tus.
    const declared = await patch(owner, location, offset, { 'upload-length': String(2 * 1024 * 1024) });
    expect(declared.status).toBe(413);
  });

  it("counts what a recording under way holds in the workspace's storage, for every other file too", async () => {
    const owner = await memberBrowser(server.url);
    const { location } = await startRecording(owner);
    const held = await sendBytes(owner, location, 0, piece(800 * 1024));
    const storage = async () => (await owner.get('/api/transcriptions/limits')).json.result.storage;
    expect(await storage()).toEqual({ quota_bytes: 1024 * 1024, used_bytes: held });

    // An upload, or a second recording, that would take the workspace past its 1 MiB is refused.
    const { upload_url } = await createTranscription(owner);
    const upload = await owner.request('POST', upload_url, {
      headers: { ...TUS, 'upload-length': String(300 * 1024) },
    });
    expect(upload.status).toBe(413);
    const second = await startRecording(owner);
    expect((await patch(owner, second.location, 0)).status).toBe(413);
    // The first recording goes on while it fits, its own bytes counted once.
    const more = await sendBytes(owner, location, held, piece(200 * 1024));
    expect(await storage()).toEqual({ quota_bytes: 1024 * 1024, used_bytes: more });
  });

  it('is expired by the sweep, with what it saved, when nobody comes back for it', async () => {
    const owner = await memberBrowser(server.url);
    const { id, location } = await startRecording(owner);
    await sendBytes(owner, location, 0, piece(1000));
    const { db } = server.database;
    await sweep(server.app.transcriptions);
    expect(await unfinished(owner)).toHaveLength(1);
    // A day after it began, like every upload left unfinished.
    await db
      .update(transcriptions)
      .set({ uploadStartedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(transcriptions.id, id));
    await sweep(server.app.transcriptions);
    expect(await unfinished(owner)).toEqual([]);
    expect((await owner.get(`/api/transcriptions/${id}`)).json.result.status).toBe('expired');
    expect(await server.app.transcriptions.store.upload(id)).toBeNull();
  });

  it('refuses hostile headers when a recording starts and while it is sent', async () => {
    const owner = await memberBrowser(server.url);
    const hostile: Record<string, string>[] = [
      { 'upload-defer-length': '2' },
      { 'upload-defer-length': '1', 'upload-length': '100' },
      { 'upload-defer-length': '1', 'upload-length': '-1' },
      { 'upload-defer-length': '1', 'upload-metadata': 'filename not base64!' },
    ];
    for (const headers of hostile) {
      const { upload_url } = await createTranscription(owner);
      const answer = await owner.request('POST', upload_url, { headers: { ...TUS, ...headers } });
      expect(answer.status, JSON.stringify(headers)).toBe(400);
    }
    const { location } = await startRecording(owner);
    for (const headers of [{ 'upload-offset': 'x' }, { 'upload-offset': '-5' }]) {
      const answer = await owner.request('PATCH', location, {
        bytes: piece(10),
        headers: { ...TUS, 'content-type': 'application/offset+octet-stream', ...headers },
      });
      expect(answer.status, JSON.stringify(headers)).toBe(411);
    }
    expect(await unfinished(owner)).toMatchObject([{ saved_bytes: 0 }]);
  });
});
