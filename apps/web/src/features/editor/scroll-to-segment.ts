import type { Virtualizer } from '@tanstack/react-virtual';

/**
 * Scrolls the page so that row `index` shows, unless it already does. `coveredTop` is how much of the
 * viewport's top the sticky bars hide.
 */
export function revealRow(
  virtualizer: Virtualizer<Window, Element>,
  index: number,
  coveredTop: number,
): void {
  const row = virtualizer.measurementsCache[index];
  if (!row) return;
  const top = window.scrollY + coveredTop;
  const bottom = window.scrollY + window.innerHeight;
  if (row.start < top || row.end > bottom) virtualizer.scrollToIndex(index, { align: 'center' });
}
