import { TRANSCRIPT_LIMITS, type TSaveTranscript } from '@whispy/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { savedTranscriptOf, transcriptErrors } from './edited-transcript.js';

const DURATION = 600;
const labels = ['SPEAKER_00', 'SPEAKER_01', 'SPEAKER_02'];

/** A segment from `start`, `length` seconds long, its words spread inside it. */
const segmentAt = (id: number, start: number, length: number, speaker: string | null, texts: string[]) => {
  const step = length / Math.max(1, texts.length);
  const words = texts.map((text, index) => ({
    text: ` ${text}`,
    start: start + index * step,
    end: start + (index + 1) * step,
    probability: 0.9,
    speaker,
  }));
  return { id, start, end: start + length, text: texts.join(' '), speaker, words };
};

/** A transcript the editor could save: listed speakers, segments in order inside the recording. */
const wellFormed: fc.Arbitrary<TSaveTranscript> = fc
  .array(
    fc.record({
      gap: fc.double({ min: 0, max: 5, noNaN: true }),
      length: fc.double({ min: 0, max: 10, noNaN: true }),
      speaker: fc.constantFrom(null, ...labels),
      texts: fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 6 }),
    }),
    { maxLength: 30 },
  )
  .map((parts) => {
    let at = 0;
    const segments = parts.map((part, id) => {
      at += part.gap;
      const segment = segmentAt(id, at, part.length, part.speaker, part.texts);
      at += part.length;
      return segment;
    });
    return { version: 1, speakers: labels.map((id) => ({ id, name: id })), segments };
  });

/** Message ids in all of an answer's fields. */
const messagesIn = (errors: ReturnType<typeof transcriptErrors>) => Object.values(errors ?? {}).flat();

describe('the checks on an edited transcript', () => {
  it('find nothing wrong with a transcript the editor could save', () => {
    fc.assert(
      fc.property(wellFormed, (transcript) => {
        expect(transcriptErrors(transcript, DURATION)).toBeNull();
      }),
    );
  });

  it('name the very segment that starts past the end of the recording', () => {
    const withSegment = wellFormed.filter((transcript) => transcript.segments.length > 0);
    fc.assert(
      fc.property(
        withSegment,
        fc.nat(),
        fc.double({ min: 2, max: 1e6, noNaN: true }),
        (transcript, pick, past) => {
          const index = pick % transcript.segments.length;
          const segments = transcript.segments.map((segment, at) =>
            at === index ? { ...segment, start: DURATION + past, end: DURATION + past, words: [] } : segment,
          );
          expect(transcriptErrors({ ...transcript, segments }, DURATION)).toHaveProperty([
            `segments.${index}.start`,
          ]);
        },
      ),
    );
  });

  it('name the segment whose speaker is not listed', () => {
    const spoken = wellFormed.filter((transcript) => transcript.segments.some((segment) => segment.speaker));
    fc.assert(
      fc.property(spoken, (transcript) => {
        const index = transcript.segments.findIndex((segment) => segment.speaker);
        const unlisted = transcript.segments[index]!.speaker;
        const speakers = transcript.speakers.filter((speaker) => speaker.id !== unlisted);
        expect(transcriptErrors({ ...transcript, speakers }, DURATION)).toHaveProperty([
          `segments.${index}.speaker`,
        ]);
      }),
    );
  });

  it('name the text of a segment whose words together are longer than its text may be, however short it was sent', () => {
    const half = 'x'.repeat(TRANSCRIPT_LIMITS.textLength / 2);
    const segments = [
      segmentAt(0, 0, 1, null, ['short']),
      { ...segmentAt(1, 1, 1, null, [half, half]), text: 'x' },
    ];
    const errors = transcriptErrors({ version: 1, speakers: [], segments }, DURATION);
    expect(errors).toEqual({
      'segments.1.text': [{ id: 'field.too_long', params: { maximum: TRANSCRIPT_LIMITS.textLength } }],
    });
  });

  it('report at most twenty problems however broken the transcript', () => {
    const broken = fc.array(
      fc.record({
        start: fc.double({ noNaN: false }),
        length: fc.double({ min: 0, max: 10, noNaN: true }),
        speaker: fc.constantFrom(null, 'SPEAKER_09'),
        texts: fc.array(fc.constant('x'), { maxLength: 3 }),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(broken, (parts) => {
        const segments = parts.map((part, id) =>
          segmentAt(id % 5, part.start, part.length, part.speaker, part.texts),
        );
        expect(
          messagesIn(transcriptErrors({ version: 1, speakers: [], segments }, DURATION)).length,
        ).toBeLessThanOrEqual(20);
      }),
    );
  });
});

describe('the transcript as saved', () => {
  it('reads each segment as its words and lists each speaker a segment names, once, in order of appearance', () => {
    fc.assert(
      fc.property(wellFormed, (transcript) => {
        const saved = savedTranscriptOf(transcript);
        saved.segments.forEach((segment, index) => {
          const given = transcript.segments[index]!;
          expect(segment.text).toBe(
            given.words.length ? given.words.map((word) => word.text).join('') : given.text,
          );
          for (const word of segment.words) expect(word.speaker).toBe(segment.speaker);
        });
        const named = transcript.segments.flatMap((segment) => (segment.speaker ? [segment.speaker] : []));
        expect(saved.speakerLabels).toEqual([...new Set(named)]);
      }),
    );
  });
});
