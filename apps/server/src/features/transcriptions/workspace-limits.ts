import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { workspaceLimits } from '../../db/schema.js';

/**
 * The limits an administrator may set for one workspace (`npm run cli -- limits set`), in the units the
 * operator thinks in. The first three may also be lifted altogether; size, length and batch stay bounded,
 * since they protect the server itself.
 */
export const LIFTABLE_LIMITS = ['trial_transcriptions', 'trial_minutes', 'minutes'] as const;
export const BOUNDED_LIMITS = ['max_file_mb', 'max_file_minutes', 'files_per_batch'] as const;
export const WORKSPACE_LIMIT_NAMES = [...LIFTABLE_LIMITS, ...BOUNDED_LIMITS] as const;
export type WorkspaceLimitName = (typeof WORKSPACE_LIMIT_NAMES)[number];

/** What an administrator set for a workspace: a number, or null for no limit; absent, the server's setting. */
export type LimitOverrides = Partial<Record<WorkspaceLimitName, number | null>>;

/** A change to one limit: a number, `unlimited`, or `default` to go back to the server's setting. */
export type LimitChange = number | 'unlimited' | 'default';

/** The limits that apply to one workspace; null: none. */
export interface WorkspaceLimits {
  trialTranscriptions: number | null;
  trialSecondsPerTranscription: number | null;
  freeSeconds: number | null;
  maxFileBytes: number;
  maxFileSeconds: number;
  maxFilesPerBatch: number;
}

const isLimitName = (name: string): name is WorkspaceLimitName =>
  (WORKSPACE_LIMIT_NAMES as readonly string[]).includes(name);

/** What an administrator set for each of `workspaceIds` (an empty record where nothing was set). */
export async function overridesByWorkspace(db: Db, workspaceIds: string[]) {
  const byWorkspace = new Map<string, LimitOverrides>(workspaceIds.map((id) => [id, {}]));
  if (workspaceIds.length === 0) return byWorkspace;
  const rows = await db
    .select()
    .from(workspaceLimits)
    .where(inArray(workspaceLimits.workspaceId, workspaceIds));
  // A name this version does not know (written by a newer one) is left alone rather than misread.
  for (const row of rows.filter((found) => isLimitName(found.name))) {
    byWorkspace.set(row.workspaceId, { ...byWorkspace.get(row.workspaceId), [row.name]: row.value });
  }
  return byWorkspace;
}

export async function limitOverridesOf(db: Db, workspaceId: string): Promise<LimitOverrides> {
  return (await overridesByWorkspace(db, [workspaceId])).get(workspaceId) ?? {};
}

/** Records an administrator's changes; `default` removes the workspace's own value. */
export async function changeLimitOverrides(
  db: Db,
  workspaceId: string,
  changes: Partial<Record<WorkspaceLimitName, LimitChange>>,
) {
  const entries = Object.entries(changes) as [WorkspaceLimitName, LimitChange][];
  const reset = entries.filter(([, change]) => change === 'default').map(([name]) => name);
  const set = entries
    .filter(([, change]) => change !== 'default')
    .map(([name, change]) => ({
      workspaceId,
      name,
      value: change === 'unlimited' ? null : (change as number),
    }));
  if (reset.length) {
    await db
      .delete(workspaceLimits)
      .where(and(eq(workspaceLimits.workspaceId, workspaceId), inArray(workspaceLimits.name, reset)));
  }
  if (set.length) {
    await db
      .insert(workspaceLimits)
      .values(set)
      .onConflictDoUpdate({
        target: [workspaceLimits.workspaceId, workspaceLimits.name],
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
  }
}

const MB = 1024 * 1024;

/** The server's settings with a workspace's own values over them. */
export function applyOverrides(config: Config, overrides: LimitOverrides): WorkspaceLimits {
  const own = <T>(name: WorkspaceLimitName, fromServer: T, toUnits: (value: number) => number) =>
    name in overrides ? (overrides[name] === null ? null : toUnits(overrides[name] as number)) : fromServer;
  const { quota, uploads } = config;
  const same = (value: number) => value;
  return {
    trialTranscriptions: own('trial_transcriptions', quota.trialTranscriptions, same),
    trialSecondsPerTranscription: own('trial_minutes', quota.trialSecondsPerTranscription, (m) => m * 60),
    freeSeconds: own('minutes', quota.freeSeconds, (minutes) => minutes * 60),
    // Bounded limits are never null (the CLI refuses `unlimited` for them); the server's value stands in.
    maxFileBytes: own('max_file_mb', uploads.maxFileBytes, (mb) => mb * MB) ?? uploads.maxFileBytes,
    maxFileSeconds: own('max_file_minutes', uploads.maxFileSeconds, (m) => m * 60) ?? uploads.maxFileSeconds,
    maxFilesPerBatch: own('files_per_batch', uploads.maxFilesPerBatch, same) ?? uploads.maxFilesPerBatch,
  };
}

/** The limits that apply to a workspace now. */
export async function workspaceLimitsOf(
  db: Db,
  config: Config,
  workspaceId: string,
): Promise<WorkspaceLimits> {
  return applyOverrides(config, await limitOverridesOf(db, workspaceId));
}

/** Why a file over the size limit is refused, naming the limit in the megabytes the operator set it in. */
export const tooLargeFor = (maxFileBytes: number) =>
  ({ id: 'transcriptions.file_too_large', params: { megabytes: Math.floor(maxFileBytes / MB) } }) as const;
