import type { TTranscriptSegment } from '@whispy/contracts';

/** A segment from its words as [text, start, end]; text and times follow from the words. */
export function makeSegment(
  id: number,
  words: ReadonlyArray<readonly [string, number, number]>,
  speaker: string | null = null,
): TTranscriptSegment {
  const made = words.map(([text, start, end]) => ({ text, start, end, probability: 0.9, speaker }));
  return {
    id,
    start: made[0]?.start ?? 0,
    end: made.at(-1)?.end ?? 0,
    text: made.map((word) => word.text).join(''),
    speaker,
    words: made,
  };
}
