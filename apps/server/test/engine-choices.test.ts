import { readFileSync } from 'node:fs';
import { ZEngineChoices, ZTranscriptionDetail } from '@whispy/contracts';
import { type Browser, memberBrowser, ownerAndStranger } from '@whispy/test-kit/browser';
import { useEngineServer } from '@whispy/test-kit/engine-server';
import {
  createTranscription,
  insertCompleted,
  segmentOf,
  spokenWords,
  storeMedia,
  waitForStatus,
  wordsOf,
} from '@whispy/test-kit/transcriptions';
import { beforeAll, describe, expect, it } from 'vitest';

// Two trial transcriptions and ten free minutes: a run again is counted like an upload.
const engine = useEngineServer({ TRIAL_TRANSCRIPTIONS: '2', FREE_MINUTES: '10' });

const create = (browser: Browser, body: Record<string, unknown>, language = 'en') =>
  browser.request('POST', '/api/transcriptions', {
    body: { name: 'Choice', ...body },
    headers: { 'accept-language': language },
  });

describe('the engine and language choices of this server (tiny.en and base installed)', () => {
  let owner: Browser;
  beforeAll(async () => {
    owner = await memberBrowser(engine.server.url);
  });

  it('lists what each engine can run, with the command that installs what it lacks', async () => {
    const { engines } = ZEngineChoices.parse((await owner.get('/api/transcriptions/engines')).json.result);
    const [tiny, base, small] = engines;
    expect(tiny).toEqual({
      engine: 'whispy-tiny',
      installed: true,
      english_only: true,
      auto_language: true,
      install_command: 'npm run models -- install whispy-tiny',
    });
    expect(base).toMatchObject({
      installed: true,
      english_only: false,
      auto_language: true,
      install_command: null,
    });
    expect(small).toMatchObject({ installed: false, auto_language: false });
  });

  it('refuses at creation, before any upload, a language the engine cannot run, in the reader’s language', async () => {
    const spanish = await create(owner, { engine: 'whispy-tiny', language: 'es' }, 'es');
    expect(spanish.status).toBe(422);
    expect(spanish.json.errors.language[0]).toMatch(/solo tiene el modelo en inglés de whispy-tiny/);
    expect(spanish.json.errors.language[0]).toContain('npm run models -- install whispy-tiny');
    const missing = await create(owner, { engine: 'whispy-small', language: 'en' }, 'ja');
    expect(missing.status).toBe(422);
    expect(missing.json.errors.engine[0]).toContain('whispy-small がインストールされていません');
    // What can run is accepted: English, and automatic language.
    expect((await create(owner, { engine: 'whispy-tiny', language: 'en' })).status).toBe(201);
    expect((await create(owner, { engine: 'whispy-tiny', language: 'auto' })).status).toBe(201);
  });

  it('refuses hostile engines and languages', async () => {
    for (const body of [
      { engine: 'whispy-huge', language: 'en' },
      { engine: 'whispy-tiny', language: '../../etc/passwd' },
      { engine: 'whispy-tiny', language: 'x'.repeat(100_000) },
      { engine: ['whispy-tiny'], language: 'en' },
      { engine: null, language: null },
    ]) {
      expect((await create(owner, body)).status).toBe(422);
    }
  });
});

describe('running a transcription again', () => {
  let owner: Browser;
  let stranger: Browser;
  let caller: { userId: string; workspaceId: string };
  beforeAll(async () => {
    ({ owner, other: stranger, caller } = await ownerAndStranger(engine.server.url));
  });

  /** A completed English transcription of the spoken clip, its media kept, edited by its owner. */
  async function seed(values: Parameters<typeof insertCompleted>[2] = {}) {
    const id = await insertCompleted(engine.server.database.db, caller, {
      name: 'Fox',
      language: 'en',
      engine: 'whispy-tiny',
      segments: [segmentOf(0, spokenWords('The edited words', 0, null))],
      mediaStored: true,
      ...values,
    });
    await storeMedia(engine.server.app.transcriptions.store, id, readFileSync(engine.speech));
    return id;
  }
  const runAgain = (browser: Browser, id: string, body: unknown, language = 'en') =>
    browser.request('POST', `/api/transcriptions/${id}/run-again`, {
      body,
      headers: { 'accept-language': language },
    });

  it('makes a new transcription of the kept media with another engine and keeps the original as it was', async () => {
    const id = await seed();
    const again = await runAgain(owner, id, { engine: 'whispy-tiny', language: 'auto' });
    expect(again.status).toBe(201);
    const newId = again.json.result.id as string;
    expect(newId).not.toBe(id);
    const done = ZTranscriptionDetail.parse(await waitForStatus(owner, newId, ['completed', 'failed']));
    expect(done.status).toBe('completed');
    expect(done).toMatchObject({ name: 'Fox', engine: 'whispy-tiny', language: 'auto', model: 'tiny.en' });
    expect(done.detected_language).toBe('en');
    expect(wordsOf(done)).toMatch(/quick brown fox/);
    const original = ZTranscriptionDetail.parse((await owner.get(`/api/transcriptions/${id}`)).json.result);
    expect(wordsOf(original).trim()).toBe('the edited words');
    // Counted like an upload: its seconds came off the free minutes, and it used the second trial place.
    const limits = (await owner.get('/api/transcriptions/limits')).json.result;
    expect(limits.minutes_available).toBeLessThan(10);
    expect(limits.trial.transcriptions_used).toBe(2);
    const third = await runAgain(owner, id, { engine: 'whispy-base', language: 'en' });
    expect(third.status).toBe(403);
  });

  it('answers 404 for another workspace’s transcription and for ids that do not exist', async () => {
    const id = await seed();
    expect((await runAgain(stranger, id, { engine: 'whispy-base', language: 'en' })).status).toBe(404);
    expect(
      (await runAgain(owner, '01HZZZZZZZZZZZZZZZZZZZZZZZ', { engine: 'whispy-base', language: 'en' })).status,
    ).toBe(404);
    // An id longer than any id is refused before any lookup.
    expect((await runAgain(owner, 'x'.repeat(65), { engine: 'whispy-base', language: 'en' })).status).toBe(
      422,
    );
  });

  it('refuses work that is not finished, media that is not kept, and combinations that cannot run', async () => {
    const fresh = await memberBrowser(engine.server.url);
    const waiting = (await createTranscription(fresh, { name: 'Not yet' })).id;
    const unfinished = await runAgain(fresh, waiting, { engine: 'whispy-base', language: 'en' }, 'es');
    expect(unfinished.status).toBe(409);
    expect(unfinished.json.message).toMatch(/Solo se puede volver a ejecutar/);

    const { owner: other, caller: otherCaller } = await ownerAndStranger(engine.server.url);
    const gone = await insertCompleted(engine.server.database.db, otherCaller, { mediaStored: false });
    expect((await runAgain(other, gone, { engine: 'whispy-base', language: 'en' })).status).toBe(409);

    const kept = await insertCompleted(engine.server.database.db, otherCaller, { mediaStored: true });
    await storeMedia(engine.server.app.transcriptions.store, kept, readFileSync(engine.speech));
    const spanish = await runAgain(other, kept, { engine: 'whispy-tiny', language: 'es' });
    expect(spanish.status).toBe(422);
    expect(spanish.json.errors.language[0]).toContain('npm run models -- install whispy-tiny');
    for (const body of [
      {},
      { engine: 'whispy-base' },
      { engine: 'whispy-base', language: 'en', name: 'renamed' },
      { engine: 'whispy-base', language: 'en', diarization: 'yes' },
      { engine: 'whispy-base; rm -rf /', language: 'en' },
      'whispy-base',
    ]) {
      expect((await runAgain(other, kept, body)).status).toBe(422);
    }
    // None of these made a transcription.
    expect((await other.get('/api/transcriptions')).json.result.count).toBe(2);
  });
});
