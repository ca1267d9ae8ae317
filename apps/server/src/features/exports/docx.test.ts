import { strFromU8, unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import type { TranscriptDocument } from './document.js';
import { toDocx } from './docx.js';

/** A part of the package read by a strict XML parser, which throws on a character XML 1.0 forbids. */
function parseXml(xml: string): string {
  let text = '';
  const parser = new SaxesParser();
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.write(xml).close();
  return text;
}

const FORBIDDEN = 'x\uFFFEy\uFFFFz\uD800!\uDFFF';

describe('DOCX', () => {
  it('is well-formed XML when the name, a speaker or the text holds characters XML 1.0 forbids', async () => {
    const document: TranscriptDocument = {
      name: `Meeting ${FORBIDDEN}`,
      language: 'en',
      translatedFrom: null,
      duration: 4,
      speakers: [{ id: 'SPEAKER_00', name: `Ana ${FORBIDDEN}` }],
      segments: [{ id: 0, start: 0, end: 4, text: ` Hello ${FORBIDDEN}`, speaker: 'SPEAKER_00', words: [] }],
      details: [{ label: 'Language', value: `English ${FORBIDDEN}` }],
    };
    const parts = unzipSync(await toDocx(document, { speakers: true, timestamps: false }));
    const body = parseXml(strFromU8(parts['word/document.xml']!));
    const properties = parseXml(strFromU8(parts['docProps/core.xml']!));
    for (const text of [body, properties]) expect(text).toContain('Meeting xyz!');
    expect(body).toContain('Ana xyz!');
    expect(body).toContain('Hello xyz!');
    expect(body).toContain('English xyz!');
  });
});
