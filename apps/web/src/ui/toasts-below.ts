import { type RefObject, useEffect } from 'react';

/** Where toasts start: under the fixed top bar (3.5 rem) with a gap. */
export const TOASTS_TOP_PX = 64;
/** The height toasts take from their top: one toast of two lines, with room for the stack behind it. */
const TOASTS_BAND_PX = 96;
const GAP_PX = 8;
/** The custom property the toaster reads its top offset from. */
export const TOASTS_TOP_PROPERTY = '--toasts-top';

/**
 * Where toasts start so that they leave `box` (an element's place on screen) uncovered: as usual, unless
 * the box reaches into the band toasts take, and then just under it.
 */
export function toastsTopBeside(box: Pick<DOMRect, 'top' | 'bottom'>): number {
  const clear = box.bottom <= TOASTS_TOP_PX || box.top >= TOASTS_TOP_PX + TOASTS_BAND_PX;
  return clear ? TOASTS_TOP_PX : Math.ceil(box.bottom) + GAP_PX;
}

/**
 * Keeps toasts from covering `element` (a sticky toolbar) while it is mounted: they open under it
 * whenever it sits where they would, as it scrolls and as it grows (ADR 028).
 */
export function useToastsBelow(element: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    let top = TOASTS_TOP_PX;
    const place = () => {
      frame = 0;
      const next = element.current ? toastsTopBeside(element.current.getBoundingClientRect()) : TOASTS_TOP_PX;
      if (next === top) return;
      top = next;
      root.style.setProperty(TOASTS_TOP_PROPERTY, `${next}px`);
    };
    const schedule = () => {
      frame ||= window.requestAnimationFrame(place);
    };
    const resized = new ResizeObserver(schedule);
    if (element.current) resized.observe(element.current);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    place();
    return () => {
      window.cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      root.style.removeProperty(TOASTS_TOP_PROPERTY);
    };
  }, [element]);
}
