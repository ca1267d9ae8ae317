/** Seconds as h:mm:ss (0:03:07), the form of durations and transcript timestamps. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Seconds as m:ss (3:07) when `longest` is under an hour, else as h:mm:ss: a player's compact clock. */
export function formatClockUpTo(seconds: number, longest: number): string {
  const clock = formatClock(seconds);
  return longest < 3600 ? clock.replace(/^0:0?/, '') : clock;
}

/** Durations are unknown until the upload has been probed. */
export function formatDuration(seconds: number | null): string {
  return seconds === null ? '—' : formatClock(seconds);
}
