import { z } from 'zod';
import { route } from './route.js';
import { ZTranscription } from './transcriptions.js';

/** How many transcriptions each of the dashboard's recent lists shows. */
export const DASHBOARD_RECENT = 5;

/** `GET dashboard`: the workspace at a glance. */
export const ZDashboard = z.object({
  /** Seconds charged to the workspace for transcriptions uploaded in the current period. */
  seconds_used: z.number().min(0),
  /** The current period, `[period_start, period_end)`: the calendar month in UTC (minutes carry over between periods). */
  period_start: z.iso.datetime(),
  period_end: z.iso.datetime(),
  /** Minutes left to transcribe, as `transcriptions/limits` says; null when unlimited. */
  minutes_available: z.number().nullable(),
  /** The workspace's transcriptions, in any status. */
  transcriptions_count: z.number().int(),
  /** Every workspace's public transcriptions, as `public_transcriptions` counts them. */
  public_transcriptions_count: z.number().int(),
  /** The workspace's newest transcriptions, newest first. */
  recent_transcriptions: z.array(ZTranscription).max(DASHBOARD_RECENT),
  /** The newest public transcriptions of every workspace, newest first. */
  recent_public_transcriptions: z.array(ZTranscription).max(DASHBOARD_RECENT),
});
export type TDashboard = z.infer<typeof ZDashboard>;

export const getDashboard = route({ method: 'GET', path: '/dashboard', answer: ZDashboard });
