import { parse as parseSubtitles } from '@plussub/srt-vtt-parser';
import {
  TRANSCRIPT_LIMITS,
  type TSaveTranscript,
  type TTranscriptionDetail,
  ZTranscriptionDetail,
} from '@whispy/contracts';
import { type Browser, memberBrowser, ownerAndStranger } from '@whispy/test-kit/browser';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { insertCompleted, segmentOf, spokenWords } from '@whispy/test-kit/transcriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { transcriptions } from '../src/db/schema.js';

let server: TestServer;
let owner: Browser;
let other: Browser;
let teammate: Browser;
let caller: { userId: string; workspaceId: string };
beforeAll(async () => {
  server = await startTestServer();
  ({ owner, other, caller } = await ownerAndStranger(server.url));
  // A second member of the owner's workspace, who may edit the same transcripts.
  teammate = await memberBrowser(server.url);
  const invitation = await owner.request('POST', `/api/workspace/${caller.workspaceId}/invitations`, {
    body: {},
  });
  await teammate.request('POST', `/api/invitations/${invitation.json.result.token}/accept`);
});
afterAll(() => server.close());

/** Ana opens and closes the meeting, Bo answers in between. */
function seed(extra: Partial<typeof transcriptions.$inferInsert> = {}) {
  return insertCompleted(server.database.db, caller, {
    name: 'Standup',
    duration: 12,
    segments: [
      segmentOf(0, spokenWords('Good morning everyone.', 0, 'SPEAKER_00')),
      segmentOf(1, spokenWords('Let us begin.', 1, 'SPEAKER_00')),
      segmentOf(2, spokenWords('Hello there.', 3, 'SPEAKER_01')),
      segmentOf(3, spokenWords('See you tomorrow.', 5, 'SPEAKER_00')),
    ],
    speakerLabels: ['SPEAKER_00', 'SPEAKER_01'],
    speakerNames: { SPEAKER_00: 'Ana' },
    ...extra,
  });
}

const detailOf = async (id: string, browser = owner): Promise<TTranscriptionDetail> =>
  ZTranscriptionDetail.parse((await browser.get(`/api/transcriptions/${id}`)).json.result);

/** What the editor sends back for a transcription it opened, before any change. */
const draftOf = (detail: TTranscriptionDetail): TSaveTranscript => ({
  version: detail.version,
  speakers: detail.speakers,
  segments: structuredClone(detail.segments ?? []),
});

const save = (id: string, draft: TSaveTranscript, browser = owner, headers?: Record<string, string>) =>
  browser.request('PUT', `/api/transcriptions/${id}/transcript`, { body: draft, headers });

const texts = (detail: TTranscriptionDetail) => detail.segments?.map((segment) => segment.text);

describe('saving an edited transcript', () => {
  it('keeps word edits, renames, moved and merged segments, and downloads show them', async () => {
    const id = await seed();
    const draft = draftOf(await detailOf(id));
    const [opening, continuation, answer, closing] = draft.segments as [
      TSaveTranscript['segments'][number],
      ...TSaveTranscript['segments'],
    ];
    // A word typed over; the segment's text is left stale, as only its words count.
    opening.words[1]!.text = ' afternoon';
    // The opening and its continuation merged into one segment.
    opening.words.push(...continuation!.words);
    opening.end = continuation!.end;
    // Bo renamed; the closing moved to a speaker the editor added; an unused speaker left in the list.
    draft.speakers = [
      { id: 'SPEAKER_00', name: 'Ana' },
      { id: 'SPEAKER_01', name: 'Bo' },
      { id: 'SPEAKER_02', name: 'Cy' },
      { id: 'SPEAKER_09', name: 'Nobody' },
    ];
    closing!.speaker = 'SPEAKER_02';
    draft.segments = [opening, answer!, closing!];

    const saved = await save(id, draft);
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe('Saved successfully');
    const result = ZTranscriptionDetail.parse(saved.json.result);
    expect(result.version).toBe(2);
    expect(result).toEqual(await detailOf(id));

    expect(texts(result)).toEqual([
      ' Good afternoon everyone. Let us begin.',
      ' Hello there.',
      ' See you tomorrow.',
    ]);
    expect(result.speakers).toEqual([
      { id: 'SPEAKER_00', name: 'Ana', recognised: false },
      { id: 'SPEAKER_01', name: 'Bo', recognised: false },
      { id: 'SPEAKER_02', name: 'Cy', recognised: false },
    ]);
    expect(result.segments![2]!.words.map((word) => word.speaker)).toEqual([
      'SPEAKER_02',
      'SPEAKER_02',
      'SPEAKER_02',
    ]);

    const srt = await owner.get(`/api/transcriptions/${id}/download?format=srt`);
    const cues = parseSubtitles(srt.text).entries;
    expect(cues.map((cue) => cue.text).join(' ')).toBe(
      'Good afternoon everyone. Let us begin. Hello there. See you tomorrow.',
    );
    const vtt = await owner.get(`/api/transcriptions/${id}/download?format=vtt`);
    expect(vtt.text).toContain('<v Cy>See you tomorrow.');
    expect(vtt.text).toContain('<v Bo>Hello there.');
  });

  it('keeps the text of a segment without words', async () => {
    const id = await seed();
    const draft = draftOf(await detailOf(id));
    draft.segments[2] = { ...draft.segments[2]!, words: [], text: ' [laughter]' };
    const saved = await save(id, draft);
    expect(texts(saved.json.result)?.[2]).toBe(' [laughter]');
  });

  it('takes a new version with every save and refuses a save over a newer one, keeping it', async () => {
    const id = await seed();
    const opened = await detailOf(id);
    // Two people open the same version; the first saves twice.
    const first = draftOf(opened);
    first.segments[0]!.words[0]!.text = ' Great';
    expect((await save(id, first, teammate)).json.result.version).toBe(2);
    expect((await save(id, { ...first, version: 2 }, teammate)).json.result.version).toBe(3);

    const second = draftOf(opened);
    second.segments[0]!.words[0]!.text = ' Bad';
    const refused = await save(id, second);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/^Someone else saved this transcription after you opened it/);
    const spanish = await save(id, second, owner, { 'accept-language': 'es' });
    expect(spanish.json.message).toMatch(/^Otra persona guardó esta transcripción/);

    const now = await detailOf(id);
    expect(now.version).toBe(3);
    expect(texts(now)?.[0]).toBe(' Great morning everyone.');
  });

  it('says "another tab" when the save refused was over one of the same user\'s own', async () => {
    const id = await seed();
    const opened = await detailOf(id);
    const otherTab = draftOf(opened);
    otherTab.segments[0]!.words[0]!.text = ' Great';
    expect((await save(id, otherTab)).status).toBe(200);

    const refused = await save(id, draftOf(opened));
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/^You saved this transcription in another tab or window/);
    const japanese = await save(id, draftOf(opened), owner, { 'accept-language': 'ja' });
    expect(japanese.json.message).toMatch(/別のタブまたはウィンドウ/);

    // A teammate's rename takes the next version: the owner is told it was someone else.
    await teammate.request('PUT', `/api/transcriptions/${id}`, { body: { speakers: { SPEAKER_01: 'Bo' } } });
    const afterRename = await save(id, { ...otherTab, version: 2 });
    expect(afterRename.json.message).toMatch(/^Someone else saved this transcription/);
  });

  it('takes a new version when speakers are renamed from the details, not for a new name or sharing', async () => {
    const id = await seed();
    const update = (body: object) => owner.request('PUT', `/api/transcriptions/${id}`, { body });
    expect((await update({ name: 'Daily standup', public: true })).json.result.version).toBe(1);
    expect((await update({ speakers: { SPEAKER_01: 'Bo' } })).json.result.version).toBe(2);
    // An editor that opened version 1 would undo the rename: it is refused.
    const stale = draftOf({ ...(await detailOf(id)), version: 1 });
    expect((await save(id, stale)).status).toBe(409);
  });

  it("answers 404 for another workspace's transcription, public or not, and saves nothing", async () => {
    const id = await seed({ public: true });
    const draft = draftOf(await detailOf(id));
    draft.segments[0]!.words[0]!.text = ' Stolen';
    const refused = await save(id, draft, other);
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe('The transcription was not found.');
    expect(
      (await other.request('PUT', `/api/public_transcriptions/${id}/transcript`, { body: draft })).status,
    ).toBe(404);
    expect(await detailOf(id)).toMatchObject({ version: 1 });
  });

  it('refuses to edit a transcription that is not completed', async () => {
    const id = await seed({ status: 'processing', progress: 0.5, segments: null });
    const refused = await save(id, { version: 1, speakers: [], segments: [] });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('Only a completed transcription can be edited.');
  });
});

describe('an edited transcript that cannot be saved', () => {
  let id: string;
  let draft: TSaveTranscript;
  beforeAll(async () => {
    id = await seed();
    draft = draftOf(await detailOf(id));
  });

  /** Sends the draft changed by `change` and answers the 422's errors, after checking nothing was saved. */
  async function errorsOf(change: (draft: TSaveTranscript) => void) {
    const changed = structuredClone(draft);
    change(changed);
    const refused = await save(id, changed);
    expect(refused.status, refused.text).toBe(422);
    expect(refused.json.message).toBe('The given data was invalid.');
    expect(await detailOf(id)).toMatchObject({ version: 1 });
    return refused.json.errors as Record<string, string[]>;
  }

  it('names the segment whose speaker is not listed', async () => {
    const errors = await errorsOf((changed) => {
      changed.segments[2]!.speaker = 'SPEAKER_05';
    });
    expect(errors).toEqual({ 'segments.2.speaker': ['This transcript has no speaker SPEAKER_05.'] });
  });

  it('names a segment that starts before the one above it', async () => {
    const errors = await errorsOf((changed) => {
      changed.segments.reverse();
    });
    expect(Object.keys(errors)).toContain('segments.1.start');
    expect(errors['segments.1.start']).toEqual(['This segment starts before the one above it.']);
  });

  it('names a word outside its segment, and times outside the recording', async () => {
    const errors = await errorsOf((changed) => {
      changed.segments[1]!.words[0]!.start = 0.5;
      changed.segments[3]!.end = 14;
      changed.segments[3]!.words.at(-1)!.end = 14;
    });
    expect(errors).toEqual({
      'segments.1.words.0': ['This word must start before it ends and lie within the times of its segment.'],
      'segments.3.end': ['This time lies outside the recording.'],
    });
  });

  it('names repeated segment and speaker ids', async () => {
    const errors = await errorsOf((changed) => {
      changed.segments[1]!.id = 0;
      changed.speakers.push({ ...changed.speakers[0]! });
    });
    expect(errors).toEqual({
      'segments.1.id': ['Another segment has the same id.'],
      'speakers.2.id': ['Another speaker has the same id.'],
    });
  });

  it('refuses text that is not well-formed Unicode, naming the field, where the database failed with 500', async () => {
    const errors = await errorsOf((changed) => {
      changed.segments[0]!.words[1]!.text = ' a\ud800b';
      changed.speakers[0]!.name = 'An\udc00a';
    });
    const broken = 'Please remove the broken character (a lone UTF-16 surrogate) from this value.';
    expect(errors).toEqual({ 'segments.0.words.1.text': [broken], 'speakers.0.name': [broken] });

    const update = (body: object) =>
      owner.request('PUT', `/api/transcriptions/${id}`, { body, headers: { 'accept-language': 'es' } });
    const renamed = await update({ speakers: { SPEAKER_01: 'x\udc00y' } });
    expect([renamed.status, renamed.json.errors]).toEqual([
      422,
      { 'speakers.SPEAKER_01': ['Quita el carácter roto (un sustituto UTF-16 suelto) de este valor.'] },
    ]);
    const named = await update({ name: 'x\ud800y' });
    expect(Object.keys(named.json.errors)).toEqual(['name']);
    expect(await detailOf(id)).toMatchObject({ name: 'Standup', version: 1 });
  });

  it("refuses words whose text together is longer than a segment's text may be", async () => {
    const errors = await errorsOf((changed) => {
      const words = changed.segments[0]!.words;
      changed.segments[0]!.text = 'x';
      words[0]!.text = 'x'.repeat(TRANSCRIPT_LIMITS.textLength);
      words[1]!.text = 'y'.repeat(TRANSCRIPT_LIMITS.textLength);
    });
    expect(errors).toEqual({
      'segments.0.text': [`Please use at most ${TRANSCRIPT_LIMITS.textLength} characters.`],
    });
  });

  it('refuses empty or huge speaker ids and speaker names on more than one line, from the editor or the details', async () => {
    const errors = await errorsOf((changed) => {
      changed.speakers[0]!.name = 'Bob\n\nEve';
      changed.speakers.push({ id: '', name: 'Nobody' }, { id: 'x'.repeat(100_000), name: 'Huge' });
    });
    expect(Object.keys(errors)).toEqual(['speakers.0.name', 'speakers.2.id', 'speakers.3.id']);
    expect(errors['speakers.0.name']).toEqual([
      'Write the name on one line, without tabs or control characters.',
    ]);

    const update = (speakers: Record<string, string>) =>
      owner.request('PUT', `/api/transcriptions/${id}`, { body: { speakers } });
    const renames: Record<string, string>[] = [
      { SPEAKER_01: 'Bob\n\nEve' },
      { '': 'Bo' },
      { ['x'.repeat(100_000)]: 'Bo' },
    ];
    for (const speakers of renames) {
      const refused = await update(speakers);
      expect([refused.status, Object.keys(refused.json.errors)]).toEqual([
        422,
        Object.keys(speakers).map((speaker) => `speakers.${speaker}`),
      ]);
    }
    expect(await detailOf(id)).toMatchObject({ version: 1 });
  });

  it('refuses more segments than any recording has, in the reader language', async () => {
    const empty = { id: 0, start: 0, end: 0, text: '', speaker: null, words: [] };
    const changed = {
      ...draft,
      segments: Array.from({ length: TRANSCRIPT_LIMITS.segments + 1 }, (_, index) => ({
        ...empty,
        id: index,
      })),
    };
    const refused = await save(id, changed, owner, { 'accept-language': 'es' });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.json.errors)).toEqual(['segments']);
    expect(refused.json.errors.segments[0]).toContain(String(TRANSCRIPT_LIMITS.segments));
    expect(refused.json.message).toBe('Los datos enviados no son válidos.');
  });
});
