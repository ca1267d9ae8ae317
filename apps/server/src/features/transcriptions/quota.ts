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

/** What counts against the trial: everything not failed or expired. */
const TRIAL_STATUSES = [...UNFINISHED_STATUSES, 'completed'] as const;

export interface Quota {
  /** null: no trial limits (a demo or a subscribed workspace). */
  trial: { allowed: number; used: number; secondsPerTranscription: number } | null;
  /** null: unlimited. */
  secondsAvailable: number | null;
}

/**
 * What a workspace may still transcribe. Every workspace starts with FREE_MINUTES; administrators and
 * paid subscription invoices add grants; each transcription reserves its seconds when it is queued. A
 * subscription lifts the trial's limits, not the minutes.
 */
export async function quotaOf(db: Db, config: Config, workspaceId: string): Promise<Quota> {
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
  if (!owner || isDemoWorkspace(config, workspaceId, owner.email ?? '')) {
    return { trial: null, secondsAvailable: null };
  }
  const [counted, totals] = await Promise.all([
    countInStatuses(db, workspaceId, TRIAL_STATUSES),
    minuteTotals(db, workspaceId),
  ]);
  return quotaFrom(config.quota, {
    subscribed: owner.subscribed,
    trialTranscriptions: counted + owner.deletedTrialTranscriptions,
    grantedSeconds: totals.grantedSeconds,
    chargedSeconds: totals.chargedSeconds + owner.deletedChargedSeconds,
  });
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

/** The quota arithmetic: FREE_MINUTES plus grants less charges, never below zero; a subscription lifts the trial. */
export function quotaFrom(settings: Config['quota'], usage: Usage): Quota {
  return {
    trial: usage.subscribed
      ? null
      : {
          allowed: settings.trialTranscriptions,
          used: usage.trialTranscriptions,
          secondsPerTranscription: settings.trialSecondsPerTranscription,
        },
    secondsAvailable: Math.max(0, settings.freeSeconds + usage.grantedSeconds - usage.chargedSeconds),
  };
}

/** `GET transcriptions/limits`. */
export async function limitsOf(db: Db, config: Config, workspaceId: string): Promise<TTranscriptionLimits> {
  const [quota, storage] = await Promise.all([
    quotaOf(db, config, workspaceId),
    storageOf(db, config, workspaceId),
  ]);
  return {
    max_file_bytes: config.uploads.maxFileBytes,
    large_file_bytes: config.uploads.largeFileBytes,
    max_file_minutes: config.uploads.maxFileSeconds / 60,
    max_files_per_batch: config.uploads.maxFilesPerBatch,
    trial: quota.trial && {
      transcriptions_allowed: quota.trial.allowed,
      transcriptions_used: quota.trial.used,
      minutes_per_transcription: quota.trial.secondsPerTranscription / 60,
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
