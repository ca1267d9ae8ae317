import { type TTranscriptionLimits, type TTranscriptionStatus, UNFINISHED_STATUSES } from '@whispy/contracts';
import { eq, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { workspaces } from '../../db/schema.js';
import { hasLiveSubscription } from '../../domain/live-subscription.js';
import { firstOwnerEmail } from '../../domain/workspace-owner.js';
import { isDemoWorkspace } from '../identity/index.js';
import { countInStatuses, insertMinuteGrant, minuteTotals } from './repo.js';
import { storageOf } from './storage-quota.js';
import { type WorkspaceLimits, workspaceLimitsOf } from './workspace-limits.js';

/** What counts against the trial: everything not failed or expired. */
export const TRIAL_STATUSES = [...UNFINISHED_STATUSES, 'completed'] as const;

export interface Quota {
  /** null: no trial limits (a demo or a subscribed workspace, or a server without a trial). */
  trial: { allowed: number | null; used: number; secondsPerTranscription: number | null } | null;
  /** null: unlimited. */
  secondsAvailable: number | null;
}

/** The quota, with the limits of the workspace it was worked out from. */
export type WorkspaceQuota = Quota & { limits: WorkspaceLimits };

/**
 * What a workspace may still transcribe. Every workspace starts with FREE_MINUTES (or its own
 * `minutes`); administrators and paid subscription invoices add grants; each transcription reserves its
 * seconds when it is queued. A subscription lifts the trial's limits, not the minutes.
 */
export async function quotaOf(db: Db, config: Config, workspaceId: string): Promise<WorkspaceQuota> {
  const [owner] = await db
    .select({
      email: firstOwnerEmail(),
      subscribed: hasLiveSubscription(db, workspaces.id),
      deletedChargedSeconds: workspaces.deletedChargedSeconds,
      deletedTrialTranscriptions: workspaces.deletedTrialTranscriptions,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    // Serialises admissions of one workspace, so two of them never spend the same minutes.
    .for('update', { of: workspaces });
  const limits = await workspaceLimitsOf(db, config, workspaceId);
  if (!owner || isDemoWorkspace(config, workspaceId, owner.email ?? '')) {
    return { trial: null, secondsAvailable: null, limits };
  }
  const [counted, totals] = await Promise.all([
    countInStatuses(db, workspaceId, TRIAL_STATUSES),
    minuteTotals(db, workspaceId),
  ]);
  const quota = quotaFrom(limits, {
    subscribed: owner.subscribed,
    trialTranscriptions: counted + owner.deletedTrialTranscriptions,
    grantedSeconds: totals.grantedSeconds,
    chargedSeconds: totals.chargedSeconds + owner.deletedChargedSeconds,
  });
  return { ...quota, limits };
}

/** What a workspace has used and been given, deleted transcriptions included. */
export interface Usage {
  subscribed: boolean;
  /** Trial transcriptions made, deleted ones too: deleting one must not give its trial place back. */
  trialTranscriptions: number;
  grantedSeconds: number;
  /** Seconds charged (reserved or spent), deleted transcriptions' too: deleting gives no minutes back. */
  chargedSeconds: number;
}

/** The part of a workspace's limits the quota arithmetic reads. */
export type QuotaSettings = Pick<
  WorkspaceLimits,
  'trialTranscriptions' | 'trialSecondsPerTranscription' | 'freeSeconds'
>;

/**
 * The quota arithmetic: the free minutes plus grants less charges, never below zero; a subscription lifts
 * the trial. A limit that is null is not there: without free minutes to count from, minutes are not
 * counted, and a trial that neither counts nor cuts transcriptions is no trial.
 */
export function quotaFrom(settings: QuotaSettings, usage: Usage): Quota {
  const { trialTranscriptions, trialSecondsPerTranscription, freeSeconds } = settings;
  const hasTrial = trialTranscriptions !== null || trialSecondsPerTranscription !== null;
  return {
    trial:
      usage.subscribed || !hasTrial
        ? null
        : {
            allowed: trialTranscriptions,
            used: usage.trialTranscriptions,
            secondsPerTranscription: trialSecondsPerTranscription,
          },
    secondsAvailable:
      freeSeconds === null ? null : Math.max(0, freeSeconds + usage.grantedSeconds - usage.chargedSeconds),
  };
}

/** Whether the trial allows no more transcriptions. */
export const trialUsedUp = (quota: Quota) =>
  quota.trial !== null && quota.trial.allowed !== null && quota.trial.used >= quota.trial.allowed;

/** `GET transcriptions/limits`. */
export async function limitsOf(db: Db, config: Config, workspaceId: string): Promise<TTranscriptionLimits> {
  const [quota, storage] = await Promise.all([
    quotaOf(db, config, workspaceId),
    storageOf(db, config, workspaceId),
  ]);
  const { limits } = quota;
  return {
    max_file_bytes: limits.maxFileBytes,
    large_file_bytes: config.uploads.largeFileBytes,
    max_file_minutes: limits.maxFileSeconds / 60,
    max_files_per_batch: limits.maxFilesPerBatch,
    can_subscribe: config.billing.stripe !== null,
    trial: quota.trial && {
      transcriptions_allowed: quota.trial.allowed,
      transcriptions_used: quota.trial.used,
      minutes_per_transcription:
        quota.trial.secondsPerTranscription === null ? null : quota.trial.secondsPerTranscription / 60,
    },
    minutes_available: quota.secondsAvailable === null ? null : Math.floor(quota.secondsAvailable / 60),
    storage: storage && { quota_bytes: storage.quotaBytes, used_bytes: storage.usedBytes },
  };
}

/**
 * Keeps what a deleted transcription used on its workspace: the seconds it was charged (reserved or
 * settled) and, unless it had failed or expired, its place in the trial.
 */
export async function keepUsageOfDeleted(
  db: Db,
  workspaceId: string,
  deleted: { status: TTranscriptionStatus; chargedSeconds: number },
) {
  const countsInTrial = (TRIAL_STATUSES as readonly TTranscriptionStatus[]).includes(deleted.status);
  await db
    .update(workspaces)
    .set({
      deletedChargedSeconds: sql`${workspaces.deletedChargedSeconds} + ${deleted.chargedSeconds}`,
      deletedTrialTranscriptions: sql`${workspaces.deletedTrialTranscriptions} + ${countsInTrial ? 1 : 0}`,
    })
    .where(eq(workspaces.id, workspaceId));
}

/** Gives a workspace more minutes (administrator CLI); pending work then moves on by itself. */
export async function grantMinutes(db: Db, workspaceId: string, minutes: number, reason: string) {
  await insertMinuteGrant(db, { id: ulid(), workspaceId, seconds: minutes * 60, reason });
}
