import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { TTranscriptSegment } from '@whispy/contracts';
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

/** A guess at a row's height before it is measured: two lines of text with the row's padding. */
const ESTIMATED_ROW_PX = 76;

/** Where `element` starts on the page, kept up to date as whatever sits above it changes size. */
function usePageTop(element: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      if (element.current) setTop(element.current.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return top;
}

/**
 * The window-scrolled virtual list of segments: only rows near the viewport are mounted. `pinned` (the
 * row being edited) stays mounted when scrolled away, so its textarea keeps focus and caret.
 */
export function useSegmentVirtualizer(segments: readonly TTranscriptSegment[], pinned: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = usePageTop(listRef);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return pinned < 0 || indexes.includes(pinned) ? indexes : [...indexes, pinned].sort((a, b) => a - b);
    },
    [pinned],
  );
  const virtualizer = useWindowVirtualizer({
    count: segments.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => segments[index]?.id ?? index,
    rangeExtractor,
    // The first render already shows rows, before the window has been measured; and mounting scrolls
    // the page to where it already is, not to its top.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    initialOffset: () => window.scrollY,
  });
  return { listRef, virtualizer };
}
