/** The speeds a listener can choose, slowest first. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** The next speed up (`step` 1) or down (-1), staying at the ends. */
export function stepSpeed(current: number, step: 1 | -1): number {
  const index = PLAYBACK_SPEEDS.findIndex((speed) => speed >= current);
  const from = index === -1 ? PLAYBACK_SPEEDS.length - 1 : index;
  const next = Math.min(Math.max(from + step, 0), PLAYBACK_SPEEDS.length - 1);
  return PLAYBACK_SPEEDS[next] ?? current;
}
