import { makeSegment } from '../../../test/transcription-fixture';
import { documentOf } from './editor-document';
import { findMatches, replaceAll, replaceMatch } from './find-replace';
import { displayText } from './segment-text';

const document = documentOf({
  speakers: [],
  segments: [
    makeSegment(0, [
      [' The', 0, 0.2],
      [' cat', 0.2, 0.5],
      [' saw', 0.5, 0.8],
      [' another', 0.8, 1.2],
      [' CAT.', 1.2, 1.6],
    ]),
    makeSegment(1, [[' Ärger', 2, 2.5]]),
    makeSegment(2, [[' İstanbul', 3, 3.5]]),
  ],
});

describe('find and replace', () => {
  it('finds case-insensitively, with offsets in the text the reader sees', () => {
    expect(findMatches(document, 'Cat')).toEqual([
      { segmentId: 0, start: 4, end: 7 },
      { segmentId: 0, start: 20, end: 23 },
    ]);
    expect(findMatches(document, 'äRG')).toEqual([{ segmentId: 1, start: 0, end: 3 }]);
    expect(findMatches(document, '')).toEqual([]);
  });

  it('keeps offsets right where lower-casing changes the length of the text', () => {
    const [match] = findMatches(document, 'stan');
    expect(match).toEqual({ segmentId: 2, start: 1, end: 5 });
    expect(displayText(document.segments[2]!).slice(match!.start, match!.end)).toBe('stan');
  });

  it('replaces one match, keeping the other words and their times', () => {
    const [, second] = findMatches(document, 'cat');
    const replaced = replaceMatch(document, second!, 'dog');
    expect(displayText(replaced.segments[0]!)).toBe('The cat saw another dog.');
    expect(replaced.segments[0]?.words.slice(0, 4)).toEqual(document.segments[0]?.words.slice(0, 4));
  });

  it('replaces every match and leaves segments without one untouched', () => {
    const replaced = replaceAll(document, 'CAT', 'dog');
    expect(displayText(replaced.segments[0]!)).toBe('The dog saw another dog.');
    expect(replaced.segments[1]).toBe(document.segments[1]);
    expect(replaceAll(document, 'zebra', 'horse')).toBe(document);
  });
});
