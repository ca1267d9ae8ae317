/**
 * The period whose usage the dashboard shows, `[start, end)`. Without subscriptions there is no billing
 * period yet, so it is the calendar month in UTC: every server and reader agrees on its bounds.
 */
export function currentPeriod(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}
