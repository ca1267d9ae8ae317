import parseRange from 'range-parser';
import type { ByteRange } from '../../storage/index.js';

/**
 * What a `Range` header asks of a file of `size` bytes: one range, the whole file (no header, or several
 * ranges, which players never ask for and which may be answered whole), or nothing it holds (416).
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'whole' | 'unsatisfiable' {
  if (header === undefined) return 'whole';
  const ranges = parseRange(size, header, { combine: true });
  // -2: malformed, which RFC 9110 says to ignore; -1: no range inside the file.
  if (ranges === -2) return 'whole';
  if (ranges === -1) return 'unsatisfiable';
  if (ranges.type !== 'bytes' || ranges.length !== 1) return 'whole';
  const [range] = ranges;
  return { start: range!.start, end: range!.end };
}
