/** Seconds as h:mm:ss (0:03:07), the form of durations and transcript timestamps. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Durations are unknown until the upload has been probed. */
export function formatDuration(seconds: number | null): string {
  return seconds === null ? '—' : formatClock(seconds);
}
