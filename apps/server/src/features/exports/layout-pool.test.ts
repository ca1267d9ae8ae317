import { afterAll, describe, expect, it } from 'vitest';
import type { TranscriptDocument } from './document.js';
import { createExportRenderer, LAYOUT_LIMITS, type LayoutLimits } from './layout-pool.js';

const SENTENCE = ' The quick brown fox jumps over the lazy dog and then goes back to sleep.';

/** A transcript of `segments` five-second segments by two speakers. */
function transcript(segments: number): TranscriptDocument {
  return {
    name: 'Long meeting',
    language: 'en',
    translatedFrom: null,
    duration: segments * 5,
    speakers: [
      { id: 'SPEAKER_00', name: 'Ana' },
      { id: 'SPEAKER_01', name: 'Ben' },
    ],
    segments: Array.from({ length: segments }, (_, id) => ({
      id,
      start: id * 5,
      end: id * 5 + 5,
      text: SENTENCE,
      speaker: `SPEAKER_0${id % 2}`,
      words: [],
    })),
    details: [],
  };
}

const options = { timestamps: true, speakers: true };
const renderers: ReturnType<typeof createExportRenderer>[] = [];
const rendererWith = (limits: Partial<LayoutLimits>) => {
  const renderer = createExportRenderer({ ...LAYOUT_LIMITS, ...limits });
  renderers.push(renderer);
  return renderer;
};
afterAll(() => Promise.all(renderers.map((renderer) => renderer.close())));

/** The translated message id of a refusal, or 'done' for a file. */
const outcome = (rendering: Promise<unknown>) =>
  rendering.then(
    () => 'done',
    (error) => error.userMessage?.id ?? String(error),
  );

describe('laying out DOCX and PDF in worker threads', () => {
  it('writes the same files a thread away, and text formats as before', async () => {
    const renderer = rendererWith({});
    const pdf = await renderer.render('pdf', transcript(10), options);
    expect(Buffer.isBuffer(pdf) && pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const docx = await renderer.render('docx', transcript(10), options);
    // A DOCX is a ZIP archive.
    expect(Buffer.isBuffer(docx) && docx.subarray(0, 2).toString()).toBe('PK');
    expect(await renderer.render('txt', transcript(1), options)).toContain('Ana: The quick brown fox');
  });

  it('stops a layout past its time limit, which a layout on the request thread could not be', async () => {
    const renderer = rendererWith({ timeLimitMs: 50 });
    expect(await outcome(renderer.render('pdf', transcript(7200), options))).toBe('exports.took_too_long');
  });

  it('refuses a transcript longer than it lays out, before any work', async () => {
    const renderer = rendererWith({ maxCharacters: SENTENCE.length * 100 });
    expect(await outcome(renderer.render('pdf', transcript(101), options))).toBe(
      'exports.too_long_to_lay_out',
    );
    expect(await outcome(renderer.render('txt', transcript(101), options))).toBe('done');
  });

  it('refuses documents beyond those allowed to wait, and takes them again once done', async () => {
    const renderer = rendererWith({ threads: 1, maxWaiting: 1 });
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => outcome(renderer.render('pdf', transcript(1000), options))),
    );
    expect(outcomes).toContain('exports.busy');
    expect(outcomes).toContain('done');
    expect(await outcome(renderer.render('pdf', transcript(10), options))).toBe('done');
  });
});
