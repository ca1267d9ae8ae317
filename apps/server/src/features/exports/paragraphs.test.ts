import { groupParagraphs, PARAGRAPH_RULES, paragraphText, type TTranscriptSegment } from '@whispy/contracts';
import { describe, expect, it } from 'vitest';

/** A sentence of `length` characters, one second long, from `start`. */
function sentence(id: number, start: number, { length = 100, end = '.', speaker = 'SPEAKER_00' } = {}) {
  const text = `${'x'.repeat(length - end.length)}${end}`;
  const word = { text: ` ${text}`, start, end: start + 1, probability: 0.9, speaker };
  return { id, start, end: start + 1, text, speaker, words: [word] } satisfies TTranscriptSegment;
}

const ids = (paragraphs: TTranscriptSegment[][]) =>
  paragraphs.map((each) => each.map((segment) => segment.id));

describe('paragraphs', () => {
  it('end at the first sentence end once they are long enough', () => {
    const run = Array.from({ length: 7 }, (_, id) => sentence(id, id * 1.1));
    expect(PARAGRAPH_RULES.characters).toBe(500);
    expect(ids(groupParagraphs(run))).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6],
    ]);
  });

  it('never break inside a sentence that was cut for being too long', () => {
    const run = Array.from({ length: 7 }, (_, id) => sentence(id, id * 1.1, { end: id === 4 ? ',' : '.' }));
    expect(ids(groupParagraphs(run))).toEqual([[0, 1, 2, 3, 4, 5], [6]]);
  });

  it('break where the speaker changes and after a pause of two seconds', () => {
    const run = [
      sentence(0, 0),
      sentence(1, 1.5),
      sentence(2, 4.5),
      sentence(3, 5.6, { speaker: 'SPEAKER_01' }),
      sentence(4, 6.7, { speaker: 'SPEAKER_01' }),
    ];
    expect(ids(groupParagraphs(run))).toEqual([[0, 1], [2], [3, 4]]);
  });

  it('join sentences spaced as their words are, in every script', () => {
    const japanese = (text: string) => ({
      text,
      words: [{ text, start: 0, end: 1, probability: 1, speaker: null }],
    });
    expect(paragraphText([japanese('はい。'), japanese('いいえ。')])).toBe('はい。いいえ。');
    expect(paragraphText([sentence(0, 0, { length: 3 }), sentence(1, 1, { length: 3 })])).toBe('xx. xx.');
  });
});
