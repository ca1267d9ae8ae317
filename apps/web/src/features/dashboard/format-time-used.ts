/**
 * Time used as the dashboard shows it: whole minutes under an hour ("12 min", through `minutes`), h:mm
 * from there. Started minutes count, so a short file never reads as nothing used.
 */
export function formatTimeUsed(seconds: number, minutes: (count: number) => string): string {
  const total = Math.ceil(Math.max(0, seconds) / 60);
  if (total < 60) return minutes(total);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
