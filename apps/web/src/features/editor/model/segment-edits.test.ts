import { makeSegment } from '../../../test/transcription-fixture';
import { documentOf } from './editor-document';
import { assignSpeaker, editSegmentText, mergeWithNext, splitSegment } from './segment-edits';
import { displayText } from './segment-text';

const first = makeSegment(
  4,
  [
    [' Good', 0, 0.3],
    [' morning', 0.3, 0.8],
    [' everyone.', 0.9, 1.5],
  ],
  'SPEAKER_00',
);
const second = makeSegment(
  7,
  [
    [' Shall', 2, 2.2],
    [' we', 2.2, 2.4],
  ],
  'SPEAKER_01',
);
const third = makeSegment(9, [[' Yes.', 3, 3.5]], 'SPEAKER_00');
const document = documentOf({
  speakers: [
    { id: 'SPEAKER_00', name: 'Ana' },
    { id: 'SPEAKER_01', name: 'Ben' },
  ],
  segments: [first, second, third],
});

describe('segment edits', () => {
  it('shares every segment an edit did not touch', () => {
    const edited = editSegmentText(document, 7, 'Shall we start');
    expect(edited.segments[0]).toBe(first);
    expect(edited.segments[2]).toBe(third);
    expect(edited.segments[1]?.text).toBe(' Shall we start');
  });

  it('splits at the word boundary nearest the caret, keeping words and times', () => {
    // "Good morn|ing everyone." — the caret is nearer the end of "morning" than its start.
    const split = splitSegment(document, 4, 'Good morn'.length + 2);
    const [left, right] = split.segments;
    expect(split.segments.map((segment) => segment.id)).toEqual([4, 10, 7, 9]);
    expect(left?.words).toEqual(first.words.slice(0, 2));
    expect(right?.words).toEqual(first.words.slice(2));
    expect([left?.start, left?.end, right?.start, right?.end]).toEqual([0, 0.8, 0.9, 1.5]);
    expect(right?.text).toBe(' everyone.');
    expect(right?.speaker).toBe('SPEAKER_00');
  });

  it('splits before a word when the caret is in the space before it', () => {
    const split = splitSegment(document, 4, 'Good '.length);
    expect(split.segments.map(displayText).slice(0, 2)).toEqual(['Good', 'morning everyone.']);
  });

  it('does not split a segment of one word, nor at either end of the text', () => {
    expect(splitSegment(document, 9, 2)).toBe(document);
    expect(splitSegment(document, 4, 0)).toBe(document);
    expect(splitSegment(document, 4, 'Good morning everyone.'.length)).toBe(document);
  });

  it('merges with the next segment: words of both, end of the second, speaker of the first', () => {
    const merged = mergeWithNext(document, 4);
    const [joined] = merged.segments;
    expect(merged.segments).toHaveLength(2);
    expect(joined?.text).toBe(' Good morning everyone. Shall we');
    expect(joined?.words.map((word) => [word.start, word.end])).toEqual(
      [...first.words, ...second.words].map((word) => [word.start, word.end]),
    );
    expect([joined?.start, joined?.end, joined?.speaker]).toEqual([0, 2.4, 'SPEAKER_00']);
    expect(joined?.words.every((word) => word.speaker === 'SPEAKER_00')).toBe(true);
    expect(mergeWithNext(document, 9)).toBe(document);
  });

  it('split and merge undo each other', () => {
    const split = splitSegment(document, 4, 5);
    expect(mergeWithNext(split, 4).segments[0]).toEqual(first);
  });

  it('moves a segment and its words to another speaker', () => {
    const moved = assignSpeaker(document, 7, 'SPEAKER_00');
    expect(moved.segments[1]?.speaker).toBe('SPEAKER_00');
    expect(moved.segments[1]?.words.map((word) => word.speaker)).toEqual(['SPEAKER_00', 'SPEAKER_00']);
  });
});
