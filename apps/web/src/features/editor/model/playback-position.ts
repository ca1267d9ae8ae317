import type { TTranscriptSegment } from '@whispy/contracts';

/** The index of the last item whose start is at or before `time`; -1 when none. */
export function lastStartingBy(items: readonly { start: number }[], time: number): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((items[middle]?.start ?? 0) <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

const endOf = (segment: TTranscriptSegment) => Math.max(segment.end, segment.words.at(-1)?.end ?? 0);

/** The segment being spoken at `time`; -1 in the silence between segments. Segments are in time order. */
export function segmentIndexAt(segments: readonly TTranscriptSegment[], time: number): number {
  const index = lastStartingBy(segments, time);
  const segment = segments[index];
  return segment && time < endOf(segment) ? index : -1;
}

/** The word of `segment` being spoken at `time` (the last one begun, through short pauses); -1 outside. */
export function wordIndexAt(segment: TTranscriptSegment, time: number): number {
  if (time < segment.start || time >= endOf(segment)) return -1;
  return lastStartingBy(segment.words, time);
}

/** The word being spoken at `time`, found by binary search (a transcript may have 30,000 words). */
export function activeWordAt(
  segments: readonly TTranscriptSegment[],
  time: number,
): { segmentIndex: number; wordIndex: number } | null {
  const segmentIndex = segmentIndexAt(segments, time);
  const segment = segments[segmentIndex];
  if (!segment) return null;
  const wordIndex = wordIndexAt(segment, time);
  return wordIndex < 0 ? null : { segmentIndex, wordIndex };
}
