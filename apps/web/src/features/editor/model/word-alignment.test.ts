import { makeSegment } from '../../../test/transcription-fixture';
import { displayText } from './segment-text';
import { tokensLike, withEditedText } from './word-alignment';

const hello = makeSegment(0, [
  [' Hello', 1, 1.4],
  [' big', 1.5, 1.8],
  [' world.', 2, 2.6],
]);

describe('re-aligning words after an edit', () => {
  it('keeps the times of untouched words and gives a replaced word the time of the old one', () => {
    const edited = withEditedText(hello, 'Hello small world.');
    expect(edited.text).toBe(' Hello small world.');
    expect(edited.words.map((word) => [word.text, word.start, word.end])).toEqual([
      [' Hello', 1, 1.4],
      [' small', 1.5, 1.8],
      [' world.', 2, 2.6],
    ]);
    expect(edited.words[0]).toBe(hello.words[0]);
    expect(edited.words[2]).toBe(hello.words[2]);
  });

  it('spreads inserted words over the gap between their neighbours, in order', () => {
    const edited = withEditedText(hello, 'Hello big wide open world.');
    const inserted = edited.words.slice(2, 4);
    expect(inserted.map((word) => word.text)).toEqual([' wide', ' open']);
    expect(inserted[0]?.start).toBeGreaterThanOrEqual(1.8);
    expect(inserted[1]?.end).toBeLessThanOrEqual(2);
    expect(inserted[0]!.end).toBeLessThanOrEqual(inserted[1]!.start);
  });

  it('drops deleted words and keeps the rest untouched', () => {
    const edited = withEditedText(hello, 'Hello world.');
    expect(edited.words).toEqual([hello.words[0], hello.words[2]]);
  });

  it('keeps the word timings of text written without spaces', () => {
    const japanese = makeSegment(1, [
      ['今日', 0, 0.4],
      ['は', 0.4, 0.6],
      ['晴れ', 0.6, 1],
    ]);
    const edited = withEditedText(japanese, '今日も晴れ');
    expect(edited.words.map((word) => [word.text, word.start, word.end])).toEqual([
      ['今日', 0, 0.4],
      ['も', 0.4, 0.6],
      ['晴れ', 0.6, 1],
    ]);
  });

  it('keeps a word whole when letters are typed at its end or it is typed over, keeping its time', () => {
    const typedOn = withEditedText(hello, 'Hello bigger world.');
    expect(typedOn.words.map((word) => [word.text, word.start, word.end])).toEqual([
      [' Hello', 1, 1.4],
      [' bigger', 1.5, 1.8],
      [' world.', 2, 2.6],
    ]);
    // Typed over letter by letter, where the last letters of the new word happen to be in the old one.
    let segment = makeSegment(3, [
      [' After', 0, 0.5],
      [' lunch', 0.5, 1],
      [' he', 1, 1.2],
    ]);
    for (const typed of ['B', 'Blue', 'Bluebir', 'Bluebird'])
      segment = withEditedText(segment, `After ${typed} he`);
    expect(segment.words.map((word) => [word.text, word.start, word.end])).toEqual([
      [' After', 0, 0.5],
      [' Bluebird', 0.5, 1],
      [' he', 1, 1.2],
    ]);
    expect(tokensLike([' After', ' Zanzibar', ' he'], ' After Bluebird he')).toEqual([
      ' After',
      ' Bluebird',
      ' he',
    ]);
  });

  it('returns the same segment when the text did not change, and ignores trailing space and line breaks', () => {
    expect(withEditedText(hello, 'Hello big world.  ')).toBe(hello);
    expect(displayText(withEditedText(hello, 'Hello\nbig world.'))).toBe('Hello big world.');
  });

  it('leaves no word that is only whitespace', () => {
    expect(tokensLike([' a', ' b'], ' a   b ')).toEqual([' a', '   b ']);
    expect(tokensLike([], ' one two')).toEqual([' one', ' two']);
  });

  it('gives words to a segment that had none, within its time', () => {
    const bare = { ...makeSegment(2, []), start: 4, end: 6 };
    const edited = withEditedText(bare, 'Two words');
    expect(edited.words.map((word) => word.text)).toEqual(['Two', ' words']);
    expect(edited.words[0]?.start).toBe(4);
    expect(edited.words[1]?.end).toBe(6);
  });
});
