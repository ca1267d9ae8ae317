import { DASHBOARD_RECENT, type TDashboard } from '@whispy/contracts';
import {
  type Caller,
  chargedSecondsBetween,
  limitsOf,
  newestWithTotal,
  type Transcriptions,
  type Translate,
  toContract,
} from '../transcriptions/index.js';
import { currentPeriod } from './period.js';

/**
 * The dashboard's blocks, read side by side: usage this period, minutes left, and the newest of the
 * workspace's and of the public transcriptions, each list with its count.
 */
export async function dashboardOf(
  { db, config }: Pick<Transcriptions, 'db' | 'config'>,
  caller: Caller,
  t: Translate,
  now = new Date(),
): Promise<TDashboard> {
  const period = currentPeriod(now);
  const [secondsUsed, limits, own, everyones] = await Promise.all([
    chargedSecondsBetween(db, caller.workspaceId, period.start, period.end),
    limitsOf(db, config, caller.workspaceId),
    newestWithTotal(db, { workspaceId: caller.workspaceId }, DASHBOARD_RECENT),
    newestWithTotal(db, { public: true }, DASHBOARD_RECENT),
  ]);
  const shown = (item: (typeof own.items)[number]) =>
    toContract(item, caller, t, config.uploads.expireAfterMs);
  return {
    seconds_used: secondsUsed,
    period_start: period.start.toISOString(),
    period_end: period.end.toISOString(),
    minutes_available: limits.minutes_available,
    transcriptions_count: own.total,
    public_transcriptions_count: everyones.total,
    recent_transcriptions: own.items.map(shown),
    recent_public_transcriptions: everyones.items.map(shown),
  };
}
