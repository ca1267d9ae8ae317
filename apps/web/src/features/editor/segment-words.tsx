import type { TTranscriptSegment } from '@whispy/contracts';
import { Fragment, memo, type ReactNode } from 'react';
import { usePlayback } from '../player';
import type { FindMatch } from './model/find-replace';
import { wordIndexAt } from './model/playback-position';
import { displayText, wordRanges, wordStartIn } from './model/segment-text';

type Props = {
  segment: TTranscriptSegment;
  matches: readonly FindMatch[];
  currentMatch: FindMatch | null;
};

/** `text[from, to)`, with the parts that matches cover in <mark>. */
function marked(
  text: string,
  from: number,
  to: number,
  matches: Props['matches'],
  current: FindMatch | null,
) {
  const parts: ReactNode[] = [];
  let at = from;
  for (const match of matches) {
    const start = Math.max(at, match.start);
    const end = Math.min(to, match.end);
    if (start >= end) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark
        key={start}
        data-current={match === current ? 'true' : undefined}
        className={`rounded-sm text-inherit ${match === current ? 'bg-orange-300' : 'bg-yellow-200'}`}
      >
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < to) parts.push(text.slice(at, to));
  return parts;
}

/**
 * A segment's words as spans (`data-word` is the word's index, for clicks), the one being spoken marked
 * with `aria-current`. Only this part of a row follows the playback clock.
 */
export const SegmentWords = memo(function SegmentWords({ segment, matches, currentMatch }: Props) {
  const spoken = usePlayback((time, playing) => (playing || time > 0 ? wordIndexAt(segment, time) : -1));
  const text = displayText(segment);
  return wordRanges(segment).map(([start, end], index) => {
    // The space before a word is not part of its highlight.
    const wordStart = wordStartIn(text, [start, end]);
    const speaking = index === spoken;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: a word is its position in the segment
      <Fragment key={index}>
        {marked(text, start, wordStart, matches, currentMatch)}
        <span
          data-word={index}
          aria-current={speaking ? 'true' : undefined}
          className={
            speaking
              ? 'rounded-sm bg-accent-100 text-accent-800 shadow-[0_0_0_2px] shadow-accent-100'
              : undefined
          }
        >
          {marked(text, wordStart, end, matches, currentMatch)}
        </span>
      </Fragment>
    );
  });
});
