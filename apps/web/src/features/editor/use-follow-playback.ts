import type { Virtualizer } from '@tanstack/react-virtual';
import type { TTranscriptSegment } from '@whispy/contracts';
import { useEffect, useRef } from 'react';
import { usePlayback } from '../player';
import { segmentIndexAt } from './model/playback-position';
import { revealRow } from './scroll-to-segment';

/** After the reader scrolls by hand, the view leaves playback alone this long. */
export const USER_SCROLL_PAUSE_MS = 4000;

const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'ArrowUp', 'ArrowDown', 'Home', 'End', ' ']);
// In these the keys type, move a caret or press: they do not scroll the page.
const KEYS_OF_THEIR_OWN = 'input, textarea, select, button, [contenteditable="true"], [role="slider"]';

/** When the reader last scrolled with the wheel, a finger or the keyboard. */
function useUserScrollTime() {
  const at = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const now = () => {
      at.current = Date.now();
    };
    const onKey = (event: KeyboardEvent) => {
      const ownKeys = event.target instanceof Element && event.target.closest(KEYS_OF_THEIR_OWN);
      if (SCROLL_KEYS.has(event.key) && !ownKeys) now();
    };
    const options = { passive: true } as const;
    window.addEventListener('wheel', now, options);
    window.addEventListener('touchmove', now, options);
    window.addEventListener('keydown', onKey, options);
    return () => {
      window.removeEventListener('wheel', now);
      window.removeEventListener('touchmove', now);
      window.removeEventListener('keydown', onKey);
    };
  }, []);
  return at;
}

/**
 * While playing, scrolls the segment being spoken into view when it changes and is off screen; not while
 * the reader is editing, nor for a while after they scrolled themselves.
 */
export function useFollowPlayback(
  virtualizer: Virtualizer<Window, Element>,
  segments: readonly TTranscriptSegment[],
  { paused, coveredTop }: { paused: boolean; coveredTop(): number },
): void {
  const spoken = usePlayback((time, playing) => (playing ? segmentIndexAt(segments, time) : -1));
  const userScrolledAt = useUserScrollTime();
  const latest = useRef({ virtualizer, paused, coveredTop });
  useEffect(() => {
    latest.current = { virtualizer, paused, coveredTop };
  });

  useEffect(() => {
    const { virtualizer: list, paused: editing, coveredTop: covered } = latest.current;
    if (spoken < 0 || editing || Date.now() - userScrolledAt.current < USER_SCROLL_PAUSE_MS) return;
    revealRow(list, spoken, covered());
  }, [spoken, userScrolledAt]);
}
