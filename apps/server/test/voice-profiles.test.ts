import { VOICE_PROFILE_LIMITS, ZTranscription, ZVoiceProfile } from '@whispy/contracts';
import { type Browser, ownerAndStranger } from '@whispy/test-kit/browser';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { insertCompleted } from '@whispy/test-kit/transcriptions';
import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speakerVoices, voiceProfiles } from '../src/db/schema.js';
import { translate } from '../src/i18n/index.js';

let server: TestServer;
let owner: Browser;
let other: Browser;
let caller: { userId: string; workspaceId: string };
let stranger: { userId: string; workspaceId: string };
beforeAll(async () => {
  server = await startTestServer();
  ({ owner, other, caller } = await ownerAndStranger(server.url));
  const { user, workspace } = (await other.get('/api/auth/identity')).json.result;
  stranger = { userId: user.id, workspaceId: workspace.id };
});
afterAll(() => server.close());

/** A unit voice of 192 numbers pointing along `axis`. */
const voiceAlong = (axis: number) => Array.from({ length: 192 }, (_, index) => (index === axis ? 1 : 0));

/** A completed two-speaker transcription of `who`'s workspace whose speakers have voices. */
async function seedWithVoices(who = caller, values: Parameters<typeof insertCompleted>[2] = {}) {
  const id = await insertCompleted(server.database.db, who, {
    speakerLabels: ['SPEAKER_1', 'SPEAKER_2'],
    ...values,
  });
  await server.database.db.insert(speakerVoices).values([
    { transcriptionId: id, speaker: 'SPEAKER_1', embedding: voiceAlong(0) },
    { transcriptionId: id, speaker: 'SPEAKER_2', embedding: voiceAlong(1) },
  ]);
  return id;
}

const saveProfile = (body: unknown, browser = owner, headers?: Record<string, string>) =>
  browser.request('POST', '/api/voice-profiles', { body, headers });

const listOf = async (browser = owner) =>
  ZVoiceProfile.strict()
    .array()
    .parse((await browser.get('/api/voice-profiles')).json.result);

/** Clears the workspace's profiles, so each test starts from none. */
const forgetProfiles = (workspaceId = caller.workspaceId) =>
  server.database.db.delete(voiceProfiles).where(eq(voiceProfiles.workspaceId, workspaceId));

describe('voice profiles', () => {
  it('saves a speaker’s voice under a name and lists it with who saved it, never the embedding', async () => {
    await forgetProfiles();
    const id = await seedWithVoices();
    const saved = await saveProfile({ transcription_id: id, speaker: 'SPEAKER_2', name: '  Ana  ' });
    expect(saved.status).toBe(201);
    expect(saved.json.message).toBe('Voice saved as “Ana”. Later transcriptions will recognise it.');
    const profile = ZVoiceProfile.strict().parse(saved.json.result);
    expect(profile.name).toBe('Ana');
    expect(profile.created_by?.id).toBe(caller.userId);

    const listed = await owner.get('/api/voice-profiles');
    expect(listed.json.result).toEqual([profile]);
    expect(listed.text).not.toContain('embedding');
    const [stored] = await server.database.db
      .select()
      .from(voiceProfiles)
      .where(eq(voiceProfiles.id, profile.id));
    expect(stored!.embedding).toEqual(voiceAlong(1));
  });

  it('renames and deletes a profile; a name another profile has is refused in the reader’s language', async () => {
    await forgetProfiles();
    const id = await seedWithVoices();
    const ana = (await saveProfile({ transcription_id: id, speaker: 'SPEAKER_1', name: 'Ana' })).json.result;
    await saveProfile({ transcription_id: id, speaker: 'SPEAKER_2', name: 'Bo' });

    const taken = await owner.request('PUT', `/api/voice-profiles/${ana.id}`, {
      body: { name: 'Bo' },
      headers: { 'accept-language': 'es' },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(
      translate('es', { id: 'voice_profiles.name_taken', params: { name: 'Bo' } }),
    );
    const again = await saveProfile({ transcription_id: id, speaker: 'SPEAKER_1', name: 'Bo' });
    expect(again.status).toBe(409);

    const renamed = await owner.request('PUT', `/api/voice-profiles/${ana.id}`, {
      body: { name: 'Ana María' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.result.name).toBe('Ana María');
    expect((await listOf()).map((profile) => profile.name)).toEqual(['Ana María', 'Bo']);

    expect((await owner.request('DELETE', `/api/voice-profiles/${ana.id}`)).status).toBe(204);
    expect((await owner.request('DELETE', `/api/voice-profiles/${ana.id}`)).status).toBe(404);
    expect((await listOf()).map((profile) => profile.name)).toEqual(['Bo']);
  });

  it('refuses one profile past the workspace’s limit, in the reader’s language', async () => {
    await forgetProfiles();
    const id = await seedWithVoices();
    await server.database.db.insert(voiceProfiles).values(
      Array.from({ length: VOICE_PROFILE_LIMITS.perWorkspace }, (_, index) => ({
        id: ulid(),
        workspaceId: caller.workspaceId,
        name: `Person ${index}`,
        embedding: voiceAlong(index % 192),
      })),
    );
    const refused = await saveProfile(
      { transcription_id: id, speaker: 'SPEAKER_1', name: 'One more' },
      owner,
      {
        'accept-language': 'ja',
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      translate('ja', {
        id: 'voice_profiles.too_many',
        params: { count: VOICE_PROFILE_LIMITS.perWorkspace },
      }),
    );
    await forgetProfiles();
  });

  it('refuses hostile input: huge, empty or NUL names, unknown fields, speakers without a voice', async () => {
    await forgetProfiles();
    const id = await seedWithVoices();
    const body = { transcription_id: id, speaker: 'SPEAKER_1', name: 'Ana' };
    const tooLong = await saveProfile({ ...body, name: 'a'.repeat(VOICE_PROFILE_LIMITS.name + 1) });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.json.errors)).toEqual(['name']);
    expect([413, 422]).toContain((await saveProfile({ ...body, name: 'a'.repeat(2_000_000) })).status);
    expect((await saveProfile({ ...body, name: '   ' })).status).toBe(422);
    const nul = await saveProfile({ ...body, name: 'A\u0000na' });
    expect([nul.status, Object.keys(nul.json.errors)]).toEqual([422, ['name']]);
    expect((await saveProfile({ ...body, embedding: voiceAlong(3) })).status).toBe(422);
    expect((await saveProfile({ ...body, speaker: 'a'.repeat(5000) })).status).toBe(422);

    // A speaker the transcript does not have, and one with a name that objects inherit.
    for (const speaker of ['SPEAKER_9', 'constructor', '__proto__']) {
      const refused = await saveProfile({ ...body, speaker });
      expect(refused.status).toBe(422);
      expect(refused.json.errors).toEqual({ speaker: [translate('en', { id: 'voice_profiles.no_voice' })] });
    }
    const renamed = await owner.request('PUT', `/api/voice-profiles/${'x'.repeat(65)}`, {
      body: { name: 'A' },
    });
    expect(renamed.status).toBe(422);
    expect(await listOf()).toEqual([]);
  });

  it('keeps workspaces apart: another workspace’s profiles and transcriptions answer 404 and are never listed', async () => {
    await forgetProfiles();
    await forgetProfiles(stranger.workspaceId);
    const mine = await seedWithVoices();
    // Public or not, another workspace's transcription is no source of voices.
    const theirs = await seedWithVoices(stranger, { public: true });
    const profile = (await saveProfile({ transcription_id: mine, speaker: 'SPEAKER_1', name: 'Ana' })).json
      .result;

    expect(await listOf(other)).toEqual([]);
    const stolen = await saveProfile({ transcription_id: mine, speaker: 'SPEAKER_1', name: 'Ana' }, other);
    expect(stolen.status).toBe(404);
    expect((await saveProfile({ transcription_id: theirs, speaker: 'SPEAKER_1', name: 'Eve' })).status).toBe(
      404,
    );
    const renamed = await other.request('PUT', `/api/voice-profiles/${profile.id}`, {
      body: { name: 'Eve' },
    });
    expect(renamed.status).toBe(404);
    expect((await other.request('DELETE', `/api/voice-profiles/${profile.id}`)).status).toBe(404);
    expect((await listOf()).map((entry) => [entry.id, entry.name])).toEqual([[profile.id, 'Ana']]);
  });

  it('deletes a transcription’s voices with it', async () => {
    const id = await seedWithVoices();
    expect((await owner.request('DELETE', `/api/transcriptions/${id}`)).status).toBe(200);
    const left = await server.database.db
      .select()
      .from(speakerVoices)
      .where(eq(speakerVoices.transcriptionId, id));
    expect(left).toEqual([]);
  });
});

describe('undoing a recognised name', () => {
  /** A transcription whose first speaker a profile named Ana at completion. */
  const seedRecognised = () =>
    seedWithVoices(caller, {
      speakerNames: { SPEAKER_1: 'Ana' },
      recognisedSpeakers: { SPEAKER_1: { profileId: 'p-ana', name: 'Ana' } },
    });
  const undo = (id: string, speaker: string, browser = owner) =>
    browser.request(
      'DELETE',
      `/api/transcriptions/${id}/speakers/${encodeURIComponent(speaker)}/recognition`,
    );

  it('shows the name as recognised; undoing gives back the label and takes a new version', async () => {
    const id = await seedRecognised();
    const before = ZTranscription.parse((await owner.get(`/api/transcriptions/${id}`)).json.result);
    expect(before.speakers).toEqual([
      { id: 'SPEAKER_1', name: 'Ana', recognised: true },
      { id: 'SPEAKER_2', name: 'Speaker 2', recognised: false },
    ]);

    const undone = await undo(id, 'SPEAKER_1');
    expect(undone.status).toBe(200);
    const after = ZTranscription.parse(undone.json.result);
    expect(after.speakers[0]).toEqual({ id: 'SPEAKER_1', name: 'Speaker 1', recognised: false });
    expect(after.version).toBe(before.version + 1);
    // Nothing is left to undo.
    expect((await undo(id, 'SPEAKER_1')).status).toBe(404);
  });

  it('has nothing to undo once a person renamed the speaker, or for a speaker no profile named', async () => {
    const id = await seedRecognised();
    await owner.request('PUT', `/api/transcriptions/${id}`, { body: { speakers: { SPEAKER_1: 'Ana B.' } } });
    const detail = ZTranscription.parse((await owner.get(`/api/transcriptions/${id}`)).json.result);
    expect(detail.speakers[0]).toEqual({ id: 'SPEAKER_1', name: 'Ana B.', recognised: false });
    for (const speaker of ['SPEAKER_1', 'SPEAKER_2', 'SPEAKER_9', 'constructor', 'hasOwnProperty']) {
      expect((await undo(id, speaker)).status).toBe(404);
    }
    expect([414, 422]).toContain((await undo(id, 'a'.repeat(101))).status);
  });

  it('is not another workspace’s to undo', async () => {
    const id = await seedRecognised();
    expect((await undo(id, 'SPEAKER_1', other)).status).toBe(404);
    const detail = ZTranscription.parse((await owner.get(`/api/transcriptions/${id}`)).json.result);
    expect(detail.speakers[0]).toMatchObject({ name: 'Ana', recognised: true });
  });
});
