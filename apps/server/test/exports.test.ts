import { execFileSync } from 'node:child_process';
import { parse as parseSubtitles } from '@plussub/srt-vtt-parser';
import { type Browser, ownerAndStranger } from '@whispy/test-kit/browser';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { insertCompleted, segmentOf, spokenWords } from '@whispy/test-kit/transcriptions';
import { parse as parseContentDisposition } from 'content-disposition';
import { parse as parseCsv } from 'csv-parse/sync';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { transcriptions } from '../src/db/schema.js';
import { translate } from '../src/i18n/index.js';

const ANA =
  'Good morning everyone and welcome to the planning meeting where we will go through the budget ' +
  'for next year and decide which projects the council can still afford to start this spring';
const REPLY = 'Yes.';
const CLOSING = 'Thank you all for coming today.';

const SEGMENTS = [
  segmentOf(0, spokenWords(ANA, 0, 'SPEAKER_00')),
  segmentOf(1, spokenWords(REPLY, 10, 'SPEAKER_01')),
  segmentOf(2, spokenWords(CLOSING, 12, 'SPEAKER_00')),
];
const WORDS = SEGMENTS.flatMap((each) => each.words);

let server: TestServer;
let owner: Browser;
let other: Browser;
let caller: { userId: string; workspaceId: string };
beforeAll(async () => {
  server = await startTestServer();
  ({ owner, other, caller } = await ownerAndStranger(server.url));
});
afterAll(() => server.close());

/** A finished transcript straight into the table: Ana (renamed) and an unnamed second speaker. */
function seed(extra: Partial<typeof transcriptions.$inferInsert> = {}) {
  return insertCompleted(server.database.db, caller, {
    name: 'Planning meeting',
    duration: 15,
    segments: SEGMENTS,
    speakerLabels: ['SPEAKER_00', 'SPEAKER_01'],
    speakerNames: { SPEAKER_00: 'Ana' },
    ...extra,
  });
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

  it('TXT: a paragraph per turn, with timestamps and speaker names unless turned off', async () => {
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

  it('CSV: text a spreadsheet would run as a formula opens as text, and the times stay numbers', async () => {
    const formulas = ['=HYPERLINK("https://evil.example","click")', '+1+1', '-2+3', '@SUM(A1)'];
    const hostile = await seed({
      segments: formulas.map((text, index) => ({ ...SEGMENTS[2]!, id: index, text, words: [] })),
      speakerNames: { SPEAKER_00: '=cmd|" /C calc"!A0' },
    });
    const rows: Record<string, string>[] = parseCsv((await download(owner, hostile, 'format=csv')).text, {
      bom: true,
      columns: true,
    });
    expect(rows.map((each) => each.text)).toEqual(formulas.map((text) => `'${text}`));
    expect(rows[0]!.speaker).toBe(`'=cmd|" /C calc"!A0`);
    expect(rows[0]).toMatchObject({ start: '12.000', end: SEGMENTS[2]!.end.toFixed(3) });
  });
});

describe('line breaks a stranger typed, in subtitles and labels', () => {
  // A blank line and a timing line inside a segment, a word or a speaker's name, as an editor may save them.
  const FORGED_SRT = 'Hi.\n\n9\n00:00:05,000 --> 00:00:09,000\nX';
  const FORGED_WORD = ' Bye.\r\n\r\n10\r\n00:00:20,000 --> 00:00:30,000\u2028Y';
  let id: string;
  beforeAll(async () => {
    id = await seed({
      segments: [
        { id: 0, start: 0, end: 4, text: FORGED_SRT, speaker: 'SPEAKER_00', words: [] },
        segmentOf(1, [{ text: FORGED_WORD, start: 10, end: 12, probability: 0.9, speaker: 'SPEAKER_01' }]),
      ],
      speakerNames: { SPEAKER_00: 'Ana\n\nWEBVTT', SPEAKER_01: 'Bob\u2029\r\n\u0085Boss' },
    });
  });

  const flattened = ['Hi. 9 00:00:05,000 --> 00:00:09,000 X', 'Bye. 10 00:00:20,000 --> 00:00:30,000 Y'];

  it('SRT: each segment stays one cue, its text on its lines', async () => {
    const cues = readCues((await download(owner, id, 'format=srt')).text);
    expect(cues.map((cue) => cue.lines.join(' '))).toEqual(flattened);
  });

  it('VTT: each segment stays one cue, whole, its speaker’s name on one line in the voice tag', async () => {
    const cues = readCues((await download(owner, id, 'format=vtt')).text);
    expect(cues.map((cue) => [cue.voice, cue.lines.join(' ').replaceAll('&gt;', '>')])).toEqual([
      ['Ana WEBVTT', flattened[0]],
      ['Bob Boss', flattened[1]],
    ]);
  });

  it('TXT: a speaker’s name stays one label on its paragraph’s line', async () => {
    const lines = (await download(owner, id, 'format=txt&timestamps=false')).text.split('\n');
    expect(lines.filter((line) => line.includes(':') && /^(Ana|Bob)/.test(line))).toEqual([
      expect.stringMatching(/^Ana WEBVTT: Hi\./),
      expect.stringMatching(/^Bob Boss: Bye\./),
    ]);
    expect(lines).not.toContain('WEBVTT: Hi.');
  });
});

/** A binary download as its bytes, in the reader's language. */
async function downloadBytes(browser: Browser, id: string, query: string, language = 'en') {
  const answer = await browser.get(`/api/transcriptions/${id}/download?${query}`, {
    'accept-language': language,
  });
  expect(answer.status).toBe(200);
  return answer.bytes;
}

/** The text a PDF reader copies out of the file: pdftotext relies on the embedded font's character map. */
const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString();

/** "n / total" at the end of a page's text; pdftotext may drop the narrow spaces around the slash. */
const pageNumber = (page: number, total: number) => new RegExp(` ${page} ?/ ?${total}$`);

/** Text with every run of white space (line wraps, layout padding) as one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

const JAPANESE = 'こんにちは 世界。今日は会議の議題について話し合いました。';
const SPANISH = '¿Qué tal? Mañana empezamos con el presupuesto del año.';

/** One speaker saying `text` from `start`: a segment as the engine writes it (words with a leading space). */
const said = (id: number, text: string, start: number, speaker = 'SPEAKER_00') =>
  segmentOf(id, spokenWords(text, start, speaker));

describe('DOCX and PDF downloads', () => {
  let id: string;
  beforeAll(async () => {
    id = await seed();
  });

  it('DOCX: the title, the details, and a paragraph per turn with its time and the speaker in bold', async () => {
    const bytes = await downloadBytes(owner, id, 'format=docx');
    const { value: text } = await mammoth.extractRawText({ buffer: bytes });
    expect(text.split('\n').filter(Boolean)).toEqual([
      'Planning meeting',
      'Language: English',
      'Duration: 00:00:15',
      'Speakers: Ana and Speaker 2',
      `[00:00:00] Ana: ${ANA}`,
      `[00:00:10] Speaker 2: ${REPLY}`,
      `[00:00:12] Ana: ${CLOSING}`,
    ]);
    const { value: html } = await mammoth.convertToHtml({ buffer: bytes });
    expect(html).toContain(`<p>[00:00:10] <strong>Speaker 2: </strong>${REPLY}</p>`);

    const bare = await downloadBytes(owner, id, 'format=docx&timestamps=false&speakers=false');
    expect((await mammoth.extractRawText({ buffer: bare })).value).toContain(`\n${REPLY}\n`);
  });

  it('DOCX: the details are worded in the reader’s language', async () => {
    const bytes = await downloadBytes(owner, id, 'format=docx', 'es');
    const { value: text } = await mammoth.extractRawText({ buffer: bytes });
    expect(text).toContain('Idioma: inglés');
    expect(text).toContain('Duración: 00:00:15');
    expect(text).toContain('Hablantes: Ana y Hablante 2');
    expect(text).toContain(`[00:00:10] Hablante 2: ${REPLY}`);
  });

  it('PDF: the same layout, read back as text', async () => {
    const text = flat(pdfText(await downloadBytes(owner, id, 'format=pdf')));
    expect(text).toMatch(
      /^Planning meeting Language: English Duration: 00:00:15 Speakers: Ana and Speaker 2 /,
    );
    expect(text).toContain(
      `[00:00:00] Ana: ${ANA} [00:00:10] Speaker 2: ${REPLY} [00:00:12] Ana: ${CLOSING}`,
    );
    expect(text).toMatch(pageNumber(1, 1));
  });

  it('PDF: Japanese and Spanish text comes back character for character from the shipped font', async () => {
    const japanese = await seed({
      name: '定例会議',
      language: 'ja',
      segments: [said(0, JAPANESE, 0), said(1, SPANISH, 5, 'SPEAKER_01')],
      speakerNames: { SPEAKER_00: '田中', SPEAKER_01: 'José' },
    });
    const text = flat(pdfText(await downloadBytes(owner, japanese, 'format=pdf', 'ja')));
    expect(text).toContain('定例会議 言語: 日本語 長さ: 00:00:15 話者: 田中、José');
    expect(text).toContain(`[00:00:00] 田中: ${JAPANESE}`);
    expect(text).toContain(`[00:00:05] José: ${SPANISH}`);
  });

  it('PDF: a long transcript runs onto numbered A4 pages and stays small, embedding only the glyphs it uses', async () => {
    const segments = Array.from({ length: 60 }, (_, index) =>
      said(index, index % 2 ? JAPANESE : ANA, index * 15, index % 2 ? 'SPEAKER_01' : 'SPEAKER_00'),
    );
    const long = await seed({ segments, duration: 900 });
    const bytes = await downloadBytes(owner, long, 'format=pdf');
    const pages = pdfText(bytes)
      .split('\f')
      .filter((page) => page.trim());
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [index, page] of pages.entries()) {
      expect(flat(page)).toMatch(pageNumber(index + 1, pages.length));
    }
    expect(execFileSync('pdfinfo', ['-'], { input: bytes }).toString()).toMatch(
      /Page size:\s+595\.28 x 841\.89/,
    );
    expect(bytes.length).toBeLessThan(100_000);
  });
});

describe('paragraphs in TXT, DOCX and PDF', () => {
  // Sentences as the engine cuts them: Ana's first three in a row, a pause, then Ana again and a reply.
  const segments = [
    said(0, 'Good morning.', 0),
    said(1, 'Today we plan the budget.', 1),
    said(2, 'It is a long list.', 3),
    said(3, 'After the break, the projects.', 9),
    said(4, REPLY, 12, 'SPEAKER_01'),
  ];
  const PARAGRAPHS = [
    '[00:00:00] Ana: Good morning. Today we plan the budget. It is a long list.',
    '[00:00:09] After the break, the projects.',
    '[00:00:12] Speaker 2: Yes.',
  ];
  let id: string;
  beforeAll(async () => {
    id = await seed({ segments });
  });

  it('TXT: sentences run on in paragraphs, the speaker named once per turn', async () => {
    expect((await download(owner, id, 'format=txt')).text.trim().split('\n\n')).toEqual(PARAGRAPHS);
  });

  it('DOCX and PDF: the same paragraphs', async () => {
    const docx = await mammoth.extractRawText({ buffer: await downloadBytes(owner, id, 'format=docx') });
    expect(docx.value.split('\n').filter(Boolean).slice(-3)).toEqual(PARAGRAPHS);
    expect(flat(pdfText(await downloadBytes(owner, id, 'format=pdf')))).toContain(PARAGRAPHS.join(' '));
  });

  it('without speakers, no label at all; Japanese sentences join without spaces', async () => {
    const unspoken = (text: string, start: number) => ({
      text,
      start,
      end: start + 1,
      probability: 0.9,
      speaker: null,
    });
    const plain = await seed({
      language: 'ja',
      speakerLabels: [],
      speakerNames: {},
      segments: [segmentOf(0, [unspoken('はい。', 0)]), segmentOf(1, [unspoken('いいえ。', 1.5)])],
    });
    expect((await download(owner, plain, 'format=txt')).text).toBe('[00:00:00] はい。いいえ。\n');
  });
});

describe('a transcript too long to lay out', () => {
  it('is refused as DOCX and PDF, saying so in the reader language, and still downloads as text', async () => {
    // The editor may save up to 20,000 characters a segment: about two days of speech in all.
    const page = `${'word '.repeat(3999)}end.`;
    const id = await seed({
      segments: Array.from({ length: 101 }, (_, index) => said(index, page, index * 60)),
    });
    for (const format of ['docx', 'pdf']) {
      const refused = await owner.get(`/api/transcriptions/${id}/download?format=${format}`, {
        'accept-language': 'ja',
      });
      expect(refused.status).toBe(413);
      expect(refused.json).toEqual({ result: null, message: translate('ja', 'exports.too_long_to_lay_out') });
    }
    const text = await download(owner, id, 'format=txt');
    expect(text.status).toBe(200);
    expect(text.text.length).toBeGreaterThan(2_000_000);
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
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      pdf: 'application/pdf',
    };
    for (const [format, type] of Object.entries(types)) {
      const answer = await download(owner, id, `format=${format}`);
      expect(answer.headers.get('content-type')).toMatch(new RegExp(`^${type}(;|$)`));
      const disposition = parseContentDisposition(answer.headers.get('content-disposition')!);
      expect(disposition.type).toBe('attachment');
      expect(disposition.parameters.filename).toBe(`Q1 Q2 Plan draft 会議メモ.${format}`);
    }
  });

  it('keeps reserved Windows names and very long names usable, and names talk.wav’s subtitles talk.srt', async () => {
    // A right-to-left override shows "invoice\u202Efdp.exe.txt" as "invoicetxt.exe.pdf"; zero-width
    // characters hide what a name says.
    const disguised = await seed({ name: 'invoice\u202Efdp.exe\u200B\u2066' });
    const plain = parseContentDisposition(
      (await download(owner, disguised, 'format=txt')).headers.get('content-disposition')!,
    );
    expect(plain.parameters.filename).toBe('invoice fdp.exe.txt');
    const reserved = await seed({ name: 'con' });
    const short = parseContentDisposition(
      (await download(owner, reserved, 'format=txt')).headers.get('content-disposition')!,
    );
    expect(short.parameters.filename).toBe('_con.txt');
    for (const [name, file] of [
      ['talk.wav', 'talk.srt'],
      ['Interview.MP4', 'Interview.srt'],
      ['Plan v1.2', 'Plan v1.2.srt'],
      ['notes.txt', 'notes.txt.srt'],
    ]) {
      const named = await seed({ name });
      const answer = await download(owner, named, 'format=srt');
      expect(parseContentDisposition(answer.headers.get('content-disposition')!).parameters.filename).toBe(
        file,
      );
    }
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
