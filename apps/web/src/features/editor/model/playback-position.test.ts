import { makeSegment } from '../../../test/transcription-fixture';
import { activeWordAt, segmentIndexAt } from './playback-position';

const segments = [
  makeSegment(0, [
    [' A', 0, 0.5],
    [' b', 0.7, 1],
  ]),
  makeSegment(1, [
    [' C', 3, 3.5],
    [' d', 3.5, 4],
  ]),
];

describe('the word being spoken', () => {
  it('is found by time, holding through a short pause between words', () => {
    expect(activeWordAt(segments, 0.1)).toEqual({ segmentIndex: 0, wordIndex: 0 });
    expect(activeWordAt(segments, 0.6)).toEqual({ segmentIndex: 0, wordIndex: 0 });
    expect(activeWordAt(segments, 0.7)).toEqual({ segmentIndex: 0, wordIndex: 1 });
    expect(activeWordAt(segments, 3.9)).toEqual({ segmentIndex: 1, wordIndex: 1 });
  });

  it('is none in the silence between segments and after the end', () => {
    expect(activeWordAt(segments, 2)).toBeNull();
    expect(segmentIndexAt(segments, 2)).toBe(-1);
    expect(activeWordAt(segments, 4)).toBeNull();
  });

  it('is found among 30,000 words', () => {
    const many = Array.from({ length: 2000 }, (_, index) =>
      makeSegment(
        index,
        Array.from(
          { length: 15 },
          (_, word) => [' w', index * 5 + word * 0.3, index * 5 + word * 0.3 + 0.25] as const,
        ),
      ),
    );
    expect(activeWordAt(many, 1234 * 5 + 7 * 0.3 + 0.1)).toEqual({ segmentIndex: 1234, wordIndex: 7 });
  });
});
