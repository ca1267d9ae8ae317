import type { Virtualizer } from '@tanstack/react-virtual';
import type { TTranscriptSegment } from '@whispy/contracts';
import { useEffect, useRef } from 'react';
import { usePlaybackClock } from '../player';
import { lastStartingBy } from './model/playback-position';
import { revealRow } from './scroll-to-segment';

/**
 * Opens the transcript at `startAt` seconds (a search result's moment, `?t=`): the player is moved there,
 * or will be once its media is ready, and the segment that starts by then is scrolled into view.
 */
export function useStartAt(
  virtualizer: Virtualizer<Window, Element>,
  segments: readonly TTranscriptSegment[],
  startAt: number | null,
  coveredTop: () => number,
): void {
  const clock = usePlaybackClock();
  const latest = useRef({ virtualizer, segments, coveredTop });
  useEffect(() => {
    latest.current = { virtualizer, segments, coveredTop };
  });

  useEffect(() => {
    if (startAt === null) return;
    clock.seek(startAt);
    const { virtualizer: list, segments: all, coveredTop: covered } = latest.current;
    revealRow(list, Math.max(0, lastStartingBy(all, startAt)), covered());
  }, [clock, startAt]);
}
