import { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { recordAuditEvent } from '../features/audit/repo.js';
import { findMember, findUserIdByEmail } from '../features/identity/index.js';
import {
  changeLimitOverrides,
  type WorkspaceLimitName,
  type WorkspaceUsage,
  workspaceUsage,
} from '../features/transcriptions/index.js';
import { AdminInputError, type AdminResult } from './admin-result.js';
import { limitLines, usageTable } from './usage-text.js';

/** A workspace's id, as `workspaces list` prints it (a ULID). */
const ZWorkspaceId = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, '--workspace takes a workspace id, as `workspaces list` prints it');

/** Which workspace: by its id, or by its owner's email. */
const ZTarget = z.object({ workspace: ZWorkspaceId.optional(), email: z.email().toLowerCase().optional() });
const exactlyOneTarget = (target: z.infer<typeof ZTarget>) =>
  (target.workspace ? 1 : 0) + (target.email ? 1 : 0) === 1;
const ONE_TARGET = { error: 'name the workspace with either --workspace or --email' };

/** A limit's new value: a whole number in its range, `default` (the server's), or `unlimited` where allowed. */
const limitValue = (min: number, max: number, liftable: boolean) =>
  z.union(
    [
      z.enum(liftable ? ['unlimited', 'default'] : ['default']),
      z.coerce.number<string>().int().min(min).max(max),
    ],
    { error: `expected a whole number from ${min} to ${max}${liftable ? ', unlimited' : ''} or default` },
  );

/** Each limit `limits set` takes, with the bounds that keep one workspace from harming the server. */
const ZLimitChanges = z.object({
  trial_transcriptions: limitValue(0, 1_000_000, true).optional(),
  trial_minutes: limitValue(1, 100_000, true).optional(),
  minutes: limitValue(0, 100_000_000, true).optional(),
  max_file_mb: limitValue(1, 1_048_576, false).optional(),
  max_file_minutes: limitValue(1, 100_000, false).optional(),
  files_per_batch: limitValue(1, 1000, false).optional(),
}) satisfies z.ZodType<Partial<Record<WorkspaceLimitName, unknown>>>;

export const ZLimitCommands = [
  ZTarget.extend({ command: z.literal('limits.set'), limits: ZLimitChanges })
    .refine(exactlyOneTarget, ONE_TARGET)
    .refine((input) => Object.values(input.limits).some((value) => value !== undefined), {
      error: 'give at least one limit to set, e.g. --trial-transcriptions unlimited',
    }),
  ZTarget.extend({ command: z.literal('limits.show') }).refine(exactlyOneTarget, ONE_TARGET),
  z.object({ command: z.literal('workspaces.list'), json: z.boolean().default(false) }),
] as const;

type Target = z.infer<typeof ZTarget>;

/** The workspace a command names, with its usage; refused when there is none. */
async function usageOf(db: Db, config: Config, target: Target): Promise<WorkspaceUsage> {
  let workspaceId = target.workspace;
  if (target.email) {
    const userId = await findUserIdByEmail(db, target.email);
    // A user may belong to several workspaces (ADR 021): `--email` names their earliest, the personal one.
    workspaceId = userId ? (await findMember(db, userId, config.terms.version))?.workspace?.id : undefined;
  }
  const [found] = workspaceId ? await workspaceUsage(db, config, { workspaceId }) : [];
  if (!found) throw new AdminInputError(`no workspace ${target.workspace ?? `owned by ${target.email}`}`);
  return found;
}

const heading = (usage: WorkspaceUsage) =>
  `Workspace ${usage.id} (owner ${usage.owner.email}, ${usage.transcriptions} transcriptions)`;

/** Sets, lifts or resets limits of one workspace, audited, and shows what applies to it afterwards. */
export async function setLimits(
  db: Db,
  config: Config,
  input: z.output<(typeof ZLimitCommands)[0]>,
): Promise<AdminResult> {
  const before = await usageOf(db, config, input);
  const changes = Object.fromEntries(Object.entries(input.limits).filter(([, value]) => value !== undefined));
  await db.transaction(async (tx) => {
    await changeLimitOverrides(tx, before.id, changes);
    await recordAuditEvent(tx, {
      actor: 'admin',
      action: 'limits.set',
      workspaceId: before.id,
      details: changes,
    });
  });
  const after = await usageOf(db, config, { workspace: before.id });
  return {
    notes: [`Limits of workspace ${after.id} changed; work waiting for minutes moves on at the next sweep.`],
    output: [heading(after), ...limitLines(after)].join('\n'),
  };
}

export async function showLimits(db: Db, config: Config, input: Target): Promise<AdminResult> {
  const usage = await usageOf(db, config, input);
  return { notes: [], output: [heading(usage), ...limitLines(usage)].join('\n') };
}

/** Every workspace, oldest first: a table for people, or JSON for scripts. */
export async function listWorkspaces(db: Db, config: Config, input: { json: boolean }): Promise<AdminResult> {
  const all = await workspaceUsage(db, config);
  return {
    notes: [`Workspaces: ${all.length}.`],
    output: input.json ? JSON.stringify(all, null, 2) : usageTable(all),
  };
}
