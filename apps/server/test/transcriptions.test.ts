import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type TCreateTranscription,
  type TLiveNotification,
  type TTranscriptionDetail,
  type TTranscriptionUpdated,
  workspaceChannel,
  ZTranscription,
  ZTranscriptionDetail,
  ZTranscriptionLimits,
} from '@whispy/contracts';
import { type Browser, memberBrowser, person } from '@whispy/test-kit/browser';
import { useEngineServer } from '@whispy/test-kit/engine-server';
import { eventually } from '@whispy/test-kit/eventually';
import { asBrowser, connect, liveEvents, subscribe } from '@whispy/test-kit/live';
import {
  conversationClip,
  createTranscription,
  createUpload,
  insertCompleted,
  sendBytes,
  transcribeFile,
  uploadOffset,
  waitForStatus,
  wordsOf,
} from '@whispy/test-kit/transcriptions';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/admin/commands.js';
import { transcriptions } from '../src/db/schema.js';
import { sweep } from '../src/features/transcriptions/index.js';

const engine = useEngineServer();

describe('a transcription from upload to transcript', () => {
  let owner: Browser;
  beforeAll(async () => {
    owner = await memberBrowser(engine.server.url);
  });

  it('uploads with tus, resumes from the offset the server reports, and transcribes the words', async () => {
    const bytes = readFileSync(engine.speech);
    const { id, upload_url } = await createTranscription(owner, { name: 'Quick fox' });
    expect((await owner.get(`/api/transcriptions/${id}`)).json.result.status).toBe('waiting');

    const location = await createUpload(owner, upload_url, bytes.length);
    const half = Math.floor(bytes.length / 2);
    expect(await sendBytes(owner, location, 0, bytes.subarray(0, half))).toBe(half);
    expect((await owner.get(`/api/transcriptions/${id}`)).json.result.status).toBe('uploading');
    // A client that lost its connection asks where to go on, then sends the rest.
    const { offset } = await uploadOffset(owner, location);
    expect(offset).toBe(half);
    await sendBytes(owner, location, offset, bytes.subarray(offset));

    const done = ZTranscriptionDetail.parse(await waitForStatus(owner, id, ['completed', 'failed']));
    expect(done.status).toBe('completed');
    expect(done.progress).toBe(1);
    expect(wordsOf(done)).toMatch(/quick brown fox/);
    expect(done.detected_language).toBe('en');
    expect(done.duration).toBeGreaterThan(3);
    expect(done.media_available).toBe(true);
    expect(done.owner.name).toMatch(/^Test /);
  });

  it('refuses a text file named .mp3 by its content, with the reason, and deletes it', async () => {
    const fake = join(engine.server.dataDir, 'notes.mp3');
    writeFileSync(fake, 'These are my meeting notes, not a recording.\n'.repeat(50));
    const id = await transcribeFile(owner, fake, { name: 'notes.mp3' });
    const failed = await waitForStatus(owner, id, ['failed', 'completed', 'pending', 'queued'], 10_000);
    expect(failed.status).toBe('failed');
    expect(failed.failure).toBe('This file is not audio or video.');
    expect(failed.media_available).toBe(false);
  });
});

describe('the number of speakers', () => {
  const turns = [
    { text: 'Good morning. I would like to book a table for four people tonight.', voice: 'en-us' },
    { text: 'Certainly. We have a table at eight o clock by the window.', voice: 'en-gb+f4' },
    { text: 'Eight is perfect. Please put it under the name Morgan.', voice: 'en-us' },
    { text: 'Done. We look forward to seeing you this evening.', voice: 'en-gb+f4' },
  ];
  const speakersIn = (detail: TTranscriptionDetail) =>
    new Set((detail.segments ?? []).flatMap((segment) => segment.words.map((word) => word.speaker)));
  let owner: Browser;
  beforeAll(async () => {
    owner = await memberBrowser(engine.server.url);
  });

  it('refuses a range whose most is below its fewest, in the reader language', async () => {
    const answer = await owner.request('POST', '/api/transcriptions', {
      body: { name: 'Call', engine: 'whispy-tiny', diarization: true, min_speakers: 3, max_speakers: 2 },
      headers: { 'accept-language': 'es' },
    });
    expect(answer.status).toBe(422);
    expect(answer.json.errors.max_speakers).toEqual([
      'El máximo de hablantes no puede ser menor que el mínimo.',
    ]);
  });

  it('finds exactly the number of people it is told a conversation has', async () => {
    const clip = conversationClip(turns);
    const found = async (count: Partial<TCreateTranscription>) => {
      const id = await transcribeFile(owner, clip, {
        name: 'Booking',
        language: 'en',
        diarization: true,
        ...count,
      });
      return ZTranscriptionDetail.parse(await waitForStatus(owner, id, ['completed', 'failed']));
    };
    const two = await found({ min_speakers: 2, max_speakers: 2 });
    expect(two.status).toBe('completed');
    expect([two.min_speakers, two.max_speakers]).toEqual([2, 2]);
    expect(speakersIn(two).size).toBe(2);

    const told = await found({ max_speakers: 1 });
    expect([told.min_speakers, told.max_speakers]).toEqual([null, 1]);
    expect(speakersIn(told).size).toBe(1);
    expect(told.speakers).toHaveLength(1);
  });

  it('ignores a speaker count when speaker detection is off', async () => {
    const { id } = await createTranscription(owner, { name: 'Plain', min_speakers: 2, max_speakers: 2 });
    const detail = (await owner.get(`/api/transcriptions/${id}`)).json.result;
    expect([detail.diarization, detail.min_speakers, detail.max_speakers]).toEqual([false, null, null]);
  });
});

describe('live updates', () => {
  it("sends the workspace's pusher-js client every status of a real transcription, in order", async () => {
    const owner = await memberBrowser(engine.server.url);
    const { user, workspace } = (await owner.get('/api/auth/identity')).json.result;
    const channel = await subscribe(
      connect(engine.server, asBrowser(owner)),
      workspaceChannel(workspace.ulid),
    );
    const received = liveEvents(channel) as TLiveNotification[];
    // The text made so far travels as events of its own (partial-transcripts.test.ts).
    const updates = () =>
      received.filter(
        (event): event is TTranscriptionUpdated => event.notification === 'transcription.updated',
      );

    const id = await transcribeFile(owner, engine.speech);
    await eventually(() => expect(updates().at(-1)?.status).toBe('completed'), 120_000);
    const events = updates();
    const statuses = events.filter((event) => event.id === id).map((event) => event.status);
    expect([...new Set(statuses)]).toEqual([
      'uploading',
      'validating',
      'pending',
      'queued',
      'preparing',
      'processing',
      'completed',
    ]);
    // Named, and with its uploader, so that a ready notice can say what is ready and whom to tell.
    expect(events.at(-1)).toEqual({
      notification: 'transcription.updated',
      id,
      name: (await owner.get(`/api/transcriptions/${id}`)).json.result.name,
      owner: user.id,
      status: 'completed',
      progress: 1,
      remaining_seconds: null,
    });
  });
});

describe('what each workspace may see and change', () => {
  let owner: Browser;
  let other: Browser;
  let ownerId: string;
  let ownerWorkspace: string;
  beforeAll(async () => {
    owner = await memberBrowser(engine.server.url);
    other = await memberBrowser(engine.server.url);
    const identity = (await owner.get('/api/auth/identity')).json.result;
    ownerId = identity.user.id;
    ownerWorkspace = identity.workspace.id;
  });

  /** Finished rows straight into the table: lists and access don't depend on how rows got there. */
  async function seed(names: string[], extra: Partial<typeof transcriptions.$inferInsert> = {}) {
    const ids: string[] = [];
    for (const [index, name] of names.entries()) {
      ids.push(
        await insertCompleted(
          engine.server.database.db,
          { userId: ownerId, workspaceId: ownerWorkspace },
          { name, duration: 10 + index, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)), ...extra },
        ),
      );
    }
    return ids;
  }

  it('pages, sorts, filters and searches the list, saying "from, to, count"', async () => {
    await seed(Array.from({ length: 12 }, (_, index) => `Interview ${String(index + 1).padStart(2, '0')}`));
    await seed(['100% done_ok'], {
      status: 'failed',
      failure: 'transcriptions.failure.no_audio',
      createdAt: new Date(Date.UTC(2026, 1, 1)),
    });

    const first = (await owner.get('/api/transcriptions?per_page=5')).json.result;
    expect(first).toMatchObject({ from: 1, to: 5, count: 13, page: 1, per_page: 5 });
    expect(first.data.map((row: { name: string }) => row.name)[0]).toBe('100% done_ok');
    const last = (await owner.get('/api/transcriptions?per_page=5&page=3')).json.result;
    expect(last).toMatchObject({ from: 11, to: 13, count: 13 });
    // Past the last page there is no row to carry the count along: it is still told.
    const beyond = (await owner.get('/api/transcriptions?per_page=5&page=4')).json.result;
    expect(beyond).toMatchObject({ data: [], from: 0, to: 0, count: 13, page: 4 });
    const beyondFiltered = (await owner.get('/api/transcriptions?search=view&page=2')).json.result;
    expect(beyondFiltered).toMatchObject({ data: [], count: 12 });

    const byName = (await owner.get('/api/transcriptions?sort=name&direction=asc&per_page=2')).json.result;
    expect(byName.data.map((row: { name: string }) => row.name)).toEqual(['100% done_ok', 'Interview 01']);

    const failed = (await owner.get('/api/transcriptions?status=failed')).json.result;
    expect(failed.count).toBe(1);
    expect(ZTranscription.parse(failed.data[0]).failure).toBe('This file has no sound to transcribe.');
    // The reason is in the reader's language.
    const spanish = await owner.get('/api/transcriptions?status=failed', { 'accept-language': 'es' });
    expect(spanish.json.result.data[0].failure).toBe('Este archivo no tiene sonido que transcribir.');

    // `%` and `_` are letters in a search, not wildcards.
    expect((await owner.get('/api/transcriptions?search=100%25')).json.result.count).toBe(1);
    expect((await owner.get('/api/transcriptions?search=view%201')).json.result.count).toBe(3);
    expect((await owner.get('/api/transcriptions?search=_')).json.result.count).toBe(1);

    const empty = (await owner.get('/api/transcriptions?search=nothing-like-this')).json.result;
    expect(empty).toMatchObject({ data: [], from: 0, to: 0, count: 0 });
    expect((await owner.get('/api/transcriptions?per_page=1000')).status).toBe(422);
    expect((await other.get('/api/transcriptions')).json.result.count).toBe(0);
  });

  it("answers another workspace's id with 404 on every route, never with its data", async () => {
    const [id] = await seed(['Private']);
    for (const [method, path] of [
      ['GET', `/api/transcriptions/${id}`],
      ['PUT', `/api/transcriptions/${id}`],
      ['DELETE', `/api/transcriptions/${id}`],
      ['GET', `/api/public_transcriptions/${id}`],
      ['POST', `/api/transcriptions/${id}/upload`],
      ['HEAD', `/api/uploads/${id}`],
      ['POST', `/api/transcriptions/${id}/recording/finish`],
    ] as const) {
      const answer = await other.request(method, path, {
        body: method === 'PUT' ? { name: 'Mine now' } : undefined,
        headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
      });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.text).not.toContain('Private');
    }
    expect((await owner.get(`/api/transcriptions/${id}`)).json.result.name).toBe('Private');
  });

  it("never lets tus act on another workspace's upload, whatever the URL's query or path carries", async () => {
    // Workspaces of their own: the seeded rows above have used up the owner's trial.
    const [owner, other] = [await memberBrowser(engine.server.url), await memberBrowser(engine.server.url)];
    const victim = await createTranscription(owner);
    const victimUpload = await createUpload(owner, victim.upload_url, 1_000);
    await sendBytes(owner, victimUpload, 0, new Uint8Array(100).fill(7));
    const attacker = await createTranscription(other);
    const attackerUpload = await createUpload(other, attacker.upload_url, 1_000);
    for (const disguise of [`?x=/${victim.id}`, `?x=${victim.id}`, `/?/${victim.id}`, `#/${victim.id}`]) {
      const location = `${attackerUpload}${disguise}`;
      // HEAD answers the attacker's own offset (or nothing), never the victim's.
      const head = await uploadOffset(other, location);
      expect(head.status === 404 || head.offset === 0, `HEAD ${location}`).toBe(true);
      const patch = await other.request('PATCH', location, {
        bytes: new Uint8Array(100).fill(66),
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '100',
          'content-type': 'application/offset+octet-stream',
        },
      });
      expect(patch.status, `PATCH ${location}`).not.toBe(204);
    }
    expect((await uploadOffset(owner, victimUpload)).offset).toBe(100);
    expect((await uploadOffset(other, attackerUpload)).offset).toBe(0);
  });

  it('publishes a transcription read-only to every signed-in user, with who uploaded it', async () => {
    const [id] = await seed(['Town hall']);
    expect((await other.get(`/api/public_transcriptions/${id}`)).status).toBe(404);

    const published = await owner.request('PUT', `/api/transcriptions/${id}`, { body: { public: true } });
    expect(published.json.message).toBe('Saved successfully');
    const seen = ZTranscriptionDetail.parse(
      (await other.get(`/api/public_transcriptions/${id}`)).json.result,
    );
    expect(seen).toMatchObject({ name: 'Town hall', editable: false, public: true });
    expect(seen.owner.name).toMatch(/^Test /);
    expect(seen.segments?.[0]?.text).toBe(' Hi.');
    const list = (await other.get('/api/public_transcriptions?search=Town%20hall')).json.result;
    expect(list.data.map((row: { id: string }) => row.id)).toContain(id);
    const [unfinished] = await seed(['Still processing'], { status: 'processing', segments: null });
    const early = await owner.request('PUT', `/api/transcriptions/${unfinished}`, { body: { public: true } });
    expect(early.status).toBe(422);
    expect(early.json.errors.public).toEqual(['Only a completed transcription can be made public.']);
    // Public does not mean editable by others.
    expect((await other.request('PUT', `/api/transcriptions/${id}`, { body: { name: 'x' } })).status).toBe(
      404,
    );
  });

  it('renames the transcription and its speakers, refusing speakers it does not have', async () => {
    const [id] = await seed(['Panel']);
    const before = (await owner.get(`/api/transcriptions/${id}`)).json.result;
    expect(before.speakers).toEqual([{ id: 'SPEAKER_00', name: 'Speaker 1', recognised: false }]);

    const renamed = await owner.request('PUT', `/api/transcriptions/${id}`, {
      body: { name: '  Panel, day 1 ', speakers: { SPEAKER_00: 'Ana' } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.result).toMatchObject({
      name: 'Panel, day 1',
      speakers: [{ id: 'SPEAKER_00', name: 'Ana' }],
    });

    const unknown = await owner.request('PUT', `/api/transcriptions/${id}`, {
      body: { speakers: { SPEAKER_07: 'Bo' } },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors.speakers[0]).toContain('SPEAKER_07');
    expect(
      (await owner.request('PUT', `/api/transcriptions/${id}`, { body: { status: 'completed' } })).status,
    ).toBe(422);
  });

  it('deletes the row and its media', async () => {
    const owner = await memberBrowser(engine.server.url);
    const id = await transcribeFile(owner, engine.speech, { name: 'To delete' });
    await waitForStatus(owner, id, ['pending', 'queued', 'preparing', 'processing', 'completed']);
    const deleted = await owner.request('DELETE', `/api/transcriptions/${id}`);
    expect(deleted.json).toEqual({ result: null, message: 'Deleted successfully' });
    expect((await owner.get(`/api/transcriptions/${id}`)).status).toBe(404);
    expect(await engine.server.app.transcriptions.store.size(id)).toBeNull();
  });

  it('tells the upload page its limits', async () => {
    const limits = ZTranscriptionLimits.parse((await owner.get('/api/transcriptions/limits')).json.result);
    expect(limits).toMatchObject({
      max_file_bytes: 2048 * 1024 * 1024,
      max_file_minutes: 300,
      max_files_per_batch: 10,
      // Billing is off and no trial or free minutes are set: nothing counts down (ADR 023).
      can_subscribe: false,
      trial: null,
      minutes_available: null,
    });
    const engines = (await owner.get('/api/transcriptions/engines')).json.result;
    expect(engines.engines.map((engine: { engine: string }) => engine.engine)).toEqual([
      'whispy-tiny',
      'whispy-base',
      'whispy-small',
      'whispy-medium',
      'whispy-large',
    ]);
    expect(engines.engines[0]).toMatchObject({ installed: true });
  });
});

describe('an API client with a personal access token', () => {
  it('follows the same flow with plain HTTP and no cookies', async () => {
    const token = (
      await runAdminCommand(engine.server.database.db, engine.server.config, {
        command: 'token.create',
        email: person('api').email,
      })
    ).output;
    const call = (method: string, path: string, headers: Record<string, string> = {}, body?: BodyInit) =>
      fetch(new URL(path, engine.server.url), {
        method,
        headers: { authorization: `Bearer ${token}`, ...headers },
        body,
      });
    const bytes = readFileSync(engine.speech);
    const created = await call(
      'POST',
      '/api/transcriptions',
      { 'content-type': 'application/json' },
      JSON.stringify({ name: 'From a script', engine: 'whispy-tiny', language: 'en', keepData: false }),
    );
    const { id, upload_url } = (await created.json()).result;
    const creation = await call('POST', upload_url, {
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
    });
    expect(creation.status).toBe(201);
    const patch = await call(
      'PATCH',
      creation.headers.get('location')!,
      { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      bytes,
    );
    expect(patch.status).toBe(204);
    const detail = async () => (await (await call('GET', `/api/transcriptions/${id}`)).json()).result;
    await eventually(async () => expect((await detail()).status).toBe('completed'), 120_000);
    // keepData off: the media goes as soon as the transcript is saved.
    await eventually(async () => expect((await detail()).media_available).toBe(false));
    expect(await engine.server.app.transcriptions.store.size(id)).toBeNull();
  });
});

describe('expiry and recovery (the sweep)', () => {
  it('expires work unfinished 24 hours after its upload began and deletes its media', async () => {
    const owner = await memberBrowser(engine.server.url);
    const bytes = readFileSync(engine.speech);
    const { id, upload_url } = await createTranscription(owner);
    const location = await createUpload(owner, upload_url, bytes.length);
    await sendBytes(owner, location, 0, bytes.subarray(0, 1000));
    await engine.server.database.db
      .update(transcriptions)
      .set({ uploadStartedAt: sql`now() - interval '25 hours'` })
      .where(eq(transcriptions.id, id));
    await sweep(engine.server.app.transcriptions);
    const expired = await waitForStatus(owner, id, ['expired']);
    expect(expired.failure).toContain('24 hours');
    expect(await engine.server.app.transcriptions.store.size(id)).toBeNull();
    // An abandoned upload cannot be resumed afterwards.
    expect((await uploadOffset(owner, location)).status).toBe(404);
  });

  it('puts work whose worker went silent back in the queue and finishes it', async () => {
    const owner = await memberBrowser(engine.server.url);
    const id = await transcribeFile(owner, engine.speech);
    await waitForStatus(owner, id, ['completed']);
    // As if a worker had died in the middle: the row says processing and nothing has moved for minutes.
    await engine.server.database.db
      .update(transcriptions)
      .set({ status: 'processing', segments: null, updatedAt: sql`now() - interval '10 minutes'` })
      .where(eq(transcriptions.id, id));
    await sweep(engine.server.app.transcriptions);
    const done = await waitForStatus(owner, id, ['completed']);
    expect(wordsOf(done)).toMatch(/quick brown fox/);
  });
});
