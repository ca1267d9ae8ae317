import type { TTranscriptSegment } from '@whispy/contracts';
import { groupIntoTurns } from './group-into-turns';

const segment = (id: number, start: number, end: number, speaker: string | null): TTranscriptSegment => ({
  id,
  start,
  end,
  text: ` part ${id}`,
  speaker,
  words: [],
});

const ids = (segments: TTranscriptSegment[]) => segments.map((s) => s.id);

describe('groupIntoTurns', () => {
  it('starts a paragraph at each change of speaker', () => {
    const turns = groupIntoTurns([
      segment(0, 0, 2, 'SPEAKER_00'),
      segment(1, 2, 4, 'SPEAKER_00'),
      segment(2, 4, 6, 'SPEAKER_01'),
      segment(3, 6, 8, 'SPEAKER_00'),
    ]);
    expect(turns.map((turn) => [turn.speaker, ids(turn.segments), turn.speakerChanged])).toEqual([
      ['SPEAKER_00', [0, 1], true],
      ['SPEAKER_01', [2], true],
      ['SPEAKER_00', [3], true],
    ]);
  });

  it('starts a paragraph after a long pause, without naming the same speaker again', () => {
    const turns = groupIntoTurns([segment(0, 0, 2, null), segment(1, 2.5, 4, null), segment(2, 9, 10, null)]);
    expect(turns.map((turn) => [ids(turn.segments), turn.speakerChanged])).toEqual([
      [[0, 1], true],
      [[2], false],
    ]);
  });

  it('keeps every segment once, in order', () => {
    const segments = Array.from({ length: 20 }, (_, i) =>
      segment(i, i * 1.7, i * 1.7 + 1, i % 3 ? 'A' : 'B'),
    );
    expect(groupIntoTurns(segments).flatMap((turn) => ids(turn.segments))).toEqual(ids(segments));
  });
});
