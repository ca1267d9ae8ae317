import { parse as parseSubtitles } from '@plussub/srt-vtt-parser';
import type { TTranscriptSegment, TTranscriptWord } from '@whispy/contracts';
import { parse as parseContentDisposition } from 'content-disposition';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { transcriptions } from '../src/db/schema.js';
import { type Browser, memberBrowser } from './helpers/browser.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { insertCompleted } from './helpers/transcriptions.js';

const ANA =
  'Good morning everyone and welcome to the planning meeting where we will go through the budget ' +
  'for next year and decide which projects the council can still afford to start this spring';
const REPLY = 'Yes.';
const CLOSING = 'Thank you all for coming today.';

function spoken(text: string, start: number, speaker: string): TTranscriptWord[] {
  return text.split(' ').map((word, index) => ({
    text: ` ${word}`,
    start: start + index * 0.3,
    end: start + (index + 1) * 0.3,
    probability: 0.9,
    speaker,
  }));
}

function segment(id: number, words: TTranscriptWord[]): TTranscriptSegment {
  return {
    id,
    start: words[0]!.start,
    end: words.at(-1)!.end,
    text: words.map((word) => word.text).join(''),
    speaker: words[0]!.speaker,
    words,
  };
}

const SEGMENTS = [
  segment(0, spoken(ANA, 0, 'SPEAKER_00')),
  segment(1, spoken(REPLY, 10, 'SPEAKER_01')),
  segment(2, spoken(CLOSING, 12, 'SPEAKER_00')),
];
const WORDS = SEGMENTS.flatMap((each) => each.words);

let server: TestServer;
let owner: Browser;
let other: Browser;
let ownerId: string;
let ownerWorkspace: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await memberBrowser(server.url);
  other = await memberBrowser(server.url);
  const identity = (await owner.get('/api/auth/identity')).json.result;
  ownerId = identity.user.id;
  ownerWorkspace = identity.workspace.id;
});
afterAll(() => server.close());

/** A finished transcript straight into the table: Ana (renamed) and an unnamed second speaker. */
function seed(extra: Partial<typeof transcriptions.$inferInsert> = {}) {
  return insertCompleted(
    server.database.db,
    { userId: ownerId, workspaceId: ownerWorkspace },
    {
      name: 'Planning meeting',
      duration: 15,
      segments: SEGMENTS,
      speakerLabels: ['SPEAKER_00', 'SPEAKER_01'],
      speakerNames: { SPEAKER_00: 'Ana' },
      ...extra,
    },
  );
}

const download = (browser: Browser, id: string, query: string, scope = 'transcriptions') =>
  browser.get(`/api/${scope}/${id}/download?${query}`);

/** Cue text read as a viewer sees it: lines joined, voice tag removed, with the voice apart. */
function readCues(text: string) {
  return parseSubtitles(text).entries.map((entry) => {
    const voice = /^<v ([^>]+)>/.exec(entry.text)?.[1] ?? null;
    return {
      from: entry.from,
      to: entry.to,
      voice,
      lines: entry.text.replace(/^<v [^>]+>/, '').split('\n'),
    };
  });
}

describe('subtitle downloads', () => {
  let id: string;
  beforeAll(async () => {
    id = await seed();
  });

  for (const format of ['srt', 'vtt'] as const) {
    it(`${format.toUpperCase()}: every word once, in readable cues timed by the words`, async () => {
      const answer = await download(owner, id, `format=${format}`);
      expect(answer.status).toBe(200);
      const cues = readCues(answer.text);
      const cueWords = cues.flatMap((cue) => cue.lines.join(' ').split(' '));
      expect(cueWords).toEqual(WORDS.map((word) => word.text.trim()));

      let next = 0;
      for (const [index, cue] of cues.entries()) {
        expect(cue.lines.length).toBeLessThanOrEqual(2);
        for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(42);
        expect(cue.to - cue.from).toBeGreaterThanOrEqual(1000);
        expect(cue.to - cue.from).toBeLessThanOrEqual(7000);
        const words = WORDS.slice(next, next + cue.lines.join(' ').split(' ').length);
        next += words.length;
        expect(cue.from).toBe(Math.round(words[0]!.start * 1000));
        expect(cue.to).toBeGreaterThanOrEqual(Math.round(words.at(-1)!.end * 1000));
        // Never one cue for two speakers.
        expect(new Set(words.map((word) => word.speaker)).size).toBe(1);
        if (cues[index + 1]) expect(cue.to).toBeLessThanOrEqual(cues[index + 1]!.from);
      }
    });
  }

  it('VTT names each cue’s speaker in a voice tag, with the default name for an unnamed one', async () => {
    const cues = readCues((await download(owner, id, 'format=vtt')).text);
    expect(cues.map((cue) => cue.voice)).toEqual([...cues.slice(0, -2).map(() => 'Ana'), 'Speaker 2', 'Ana']);
    expect(cues.at(-2)!.lines).toEqual([REPLY]);
    const plain = readCues((await download(owner, id, 'format=vtt&speakers=false')).text);
    expect(plain.every((cue) => cue.voice === null)).toBe(true);
  });
});

describe('document downloads', () => {
  let id: string;
  beforeAll(async () => {
    id = await seed();
  });

  it('TXT: a paragraph per segment, with timestamps and speaker names unless turned off', async () => {
    const full = await download(owner, id, 'format=txt');
    expect(full.text.trim().split('\n\n')).toEqual([
      `[00:00:00] Ana: ${ANA}`,
      `[00:00:10] Speaker 2: ${REPLY}`,
      `[00:00:12] Ana: ${CLOSING}`,
    ]);
    const bare = await download(owner, id, 'format=txt&timestamps=false&speakers=false');
    expect(bare.text.trim().split('\n\n')).toEqual([ANA, REPLY, CLOSING]);
  });

  it('JSON: speakers by id and segments with their timed words', async () => {
    const body = JSON.parse((await download(owner, id, 'format=json')).text);
    expect(body).toMatchObject({ name: 'Planning meeting', language: 'en', duration: 15 });
    expect(body.speakers).toEqual([
      { id: 'SPEAKER_00', name: 'Ana' },
      { id: 'SPEAKER_01', name: 'Speaker 2' },
    ]);
    expect(body.segments.map((each: { text: string }) => each.text)).toEqual([ANA, REPLY, CLOSING]);
    expect(body.segments[1]).toMatchObject({ start: 10, end: 10.3, speaker: 'SPEAKER_01' });
    expect(body.segments[1].words).toEqual([
      { text: 'Yes.', start: 10, end: 10.3, probability: 0.9, speaker: 'SPEAKER_01' },
    ]);
  });

  it('CSV: start, end, speaker and text, quoted so a CSV reader gets the text back', async () => {
    const quoted = 'She said "no", then left;\nfor good.';
    const tricky = await seed({
      segments: [{ ...SEGMENTS[0]!, text: quoted, words: [] }],
      speakerLabels: ['SPEAKER_00'],
    });
    const [row] = parseCsv((await download(owner, tricky, 'format=csv')).text, { bom: true, columns: true });
    expect(row).toEqual({ start: '0.000', end: SEGMENTS[0]!.end.toFixed(3), speaker: 'Ana', text: quoted });

    const rows: Record<string, string>[] = parseCsv((await download(owner, id, 'format=csv')).text, {
      bom: true,
      columns: true,
    });
    expect(rows.map((each) => each.speaker)).toEqual(['Ana', 'Speaker 2', 'Ana']);
    expect(rows[2]).toMatchObject({ start: '12.000', text: CLOSING });
  });
});

describe('download headers and access', () => {
  it('sends each format with its content type and a file name safe on every OS', async () => {
    const id = await seed({ name: 'Q1/Q2: "Plan" <draft>? * | 会議メモ. ' });
    const types = {
      txt: 'text/plain',
      srt: 'application/x-subrip',
      vtt: 'text/vtt',
      json: 'application/json',
      csv: 'text/csv',
    };
    for (const [format, type] of Object.entries(types)) {
      const answer = await download(owner, id, `format=${format}`);
      expect(answer.headers.get('content-type')).toMatch(new RegExp(`^${type}(;|$)`));
      const disposition = parseContentDisposition(answer.headers.get('content-disposition')!);
      expect(disposition.type).toBe('attachment');
      expect(disposition.parameters.filename).toBe(`Q1 Q2 Plan draft 会議メモ.${format}`);
    }
  });

  it('keeps reserved Windows names and very long names usable', async () => {
    const reserved = await seed({ name: 'con' });
    const short = parseContentDisposition(
      (await download(owner, reserved, 'format=txt')).headers.get('content-disposition')!,
    );
    expect(short.parameters.filename).toBe('_con.txt');
    const long = await seed({ name: '議事録'.repeat(100) });
    const cut = parseContentDisposition(
      (await download(owner, long, 'format=txt')).headers.get('content-disposition')!,
    );
    expect(Buffer.byteLength(cut.parameters.filename!)).toBeLessThanOrEqual(255);
    expect(cut.parameters.filename).toMatch(/^(議事録)+議?事?\.txt$/);
  });

  it("answers 404 for another workspace's transcription and 409, translated, for an unfinished one", async () => {
    const id = await seed();
    expect((await download(other, id, 'format=txt')).status).toBe(404);
    const unfinished = await seed({ status: 'processing', segments: null });
    const refused = await download(owner, unfinished, 'format=srt');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('Only a completed transcription can be downloaded.');
    const spanish = await owner.get(`/api/transcriptions/${unfinished}/download?format=srt`, {
      'accept-language': 'es',
    });
    expect(spanish.json.message).toBe('Solo se puede descargar una transcripción completada.');
  });

  it('lets anyone download a public transcription, and only while it is public', async () => {
    const id = await seed();
    expect((await download(other, id, 'format=txt', 'public_transcriptions')).status).toBe(404);
    await owner.request('PUT', `/api/transcriptions/${id}`, { body: { public: true } });
    const shared = await download(other, id, 'format=txt', 'public_transcriptions');
    expect(shared.status).toBe(200);
    expect(shared.text).toContain(`Ana: ${ANA}`);
    expect((await download(other, id, 'format=txt')).status).toBe(404);
  });
});
