import { describe, expect, it } from 'vitest';
import { excerptOf } from './delivery.js';

const answered = (text: string, truncated = false) => ({
  status: 500,
  headers: {},
  body: Buffer.from(text, 'utf8'),
  truncated,
});

describe('excerptOf', () => {
  it('keeps the words, tabs and lines of a receiver answer', () => {
    expect(excerptOf(answered('  bad request:\n\tfield "url"  '))).toBe('bad request:\n\tfield "url"');
  });

  it('drops control characters, C1 escapes, invisible format characters and line separators', () => {
    const hostile = '\u0000boom\u0007 \u009b31mred\u0085 x\u202eexe.txt\u200b\u2066y\u2069\u2028z\ufeff';
    expect(excerptOf(answered(hostile))).toBe('boom 31mred xexe.txtyz');
  });

  it('cuts a long answer without splitting a character, and says so', () => {
    const excerpt = excerptOf(answered('🎤'.repeat(600)));
    expect(excerpt).toBe(`${'🎤'.repeat(500)}…`);
    expect(excerptOf(answered('short', true))).toBe('short…');
  });
});
