import { makeSegment } from '../../../test/transcription-fixture';
import { documentOf } from './editor-document';
import { assignNewSpeaker, nextSpeakerId, renameSpeaker } from './speaker-edits';

const document = documentOf({
  speakers: [
    { id: 'SPEAKER_00', name: 'SPEAKER_00' },
    { id: 'SPEAKER_01', name: 'Ben' },
  ],
  segments: [
    makeSegment(0, [[' Hi.', 0, 1]], 'SPEAKER_00'),
    makeSegment(1, [[' Hello.', 1, 2]], 'SPEAKER_01'),
    makeSegment(2, [[' Bye.', 2, 3]], 'SPEAKER_00'),
  ],
});
const nameOf = (doc: typeof document, segmentIndex: number) =>
  doc.speakers.find((speaker) => speaker.id === doc.segments[segmentIndex]?.speaker)?.name;

describe('speaker edits', () => {
  it('renames a speaker in every segment it speaks', () => {
    const renamed = renameSpeaker(document, 'SPEAKER_00', '  Ana ');
    expect([0, 1, 2].map((index) => nameOf(renamed, index))).toEqual(['Ana', 'Ben', 'Ana']);
    expect(renamed.segments).toBe(document.segments);
  });

  it('ignores an empty name', () => {
    expect(renameSpeaker(document, 'SPEAKER_00', '  ')).toBe(document);
  });

  it('moves a segment to a new speaker with an id nobody uses', () => {
    const moved = assignNewSpeaker(document, 2, 'Cleo');
    expect(moved.speakers.at(-1)).toEqual({ id: 'SPEAKER_02', name: 'Cleo' });
    expect(nameOf(moved, 2)).toBe('Cleo');
    expect(nameOf(moved, 0)).toBe('SPEAKER_00');
    expect(nextSpeakerId({ speakers: [], segments: [makeSegment(0, [], 'SPEAKER_01')] })).toBe('SPEAKER_00');
    expect(nextSpeakerId({ ...document, speakers: [{ id: 'SPEAKER_01', name: 'x' }] })).toBe('SPEAKER_02');
  });
});
