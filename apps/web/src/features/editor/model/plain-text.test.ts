import { makeSegment } from '../../../test/transcription-fixture';
import { transcriptAsPlainText } from './plain-text';

describe('the transcript as plain text', () => {
  it('puts each turn in a paragraph under its speaker name', () => {
    const text = transcriptAsPlainText({
      speakers: [
        { id: 'SPEAKER_00', name: 'Ana' },
        { id: 'SPEAKER_01', name: 'Ben' },
      ],
      segments: [
        makeSegment(0, [[' Hello.', 0, 1]], 'SPEAKER_00'),
        makeSegment(1, [[' How are you?', 1, 2]], 'SPEAKER_00'),
        makeSegment(2, [[' Fine.', 2, 3]], 'SPEAKER_01'),
      ],
    });
    expect(text).toBe('Ana: Hello. How are you?\n\nBen: Fine.');
  });

  it('has no names when nobody was told apart', () => {
    const text = transcriptAsPlainText({
      speakers: [],
      segments: [makeSegment(0, [[' One.', 0, 1]]), makeSegment(1, [[' Two.', 1, 2]])],
    });
    expect(text).toBe('One. Two.');
  });
});
