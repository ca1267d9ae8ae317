import { describe, expect, it } from 'vitest';
import { splitText } from './split-text.js';

describe('splitText', () => {
  it('keeps a short text whole', () => {
    expect(splitText('  Hello there.  ', 20)).toEqual(['Hello there.']);
  });

  it('breaks at the last space or line break that fits, losing no word', () => {
    const text = 'one two three\nfour five six seven';
    const pieces = splitText(text, 10);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(10);
    expect(pieces).toEqual(['one two', 'three\nfour', 'five six', 'seven']);
  });

  it('cuts a word longer than the limit, but never through an emoji', () => {
    const text = `${'a'.repeat(9)}😀${'b'.repeat(5)}`;
    const pieces = splitText(text, 10);
    expect(pieces).toEqual(['a'.repeat(9), `😀${'b'.repeat(5)}`]);
    expect(pieces.join('')).toBe(text);
  });

  it("fits a long transcript into Telegram's 4096-character messages", () => {
    const text = Array.from({ length: 2000 }, (_, index) => `word${index}`).join(' ');
    const pieces = splitText(text);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(4096);
    expect(pieces.join(' ')).toBe(text);
  });
});
