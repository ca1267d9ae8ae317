import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { minuteGrants, transcriptions, users, workspaceMembers, workspaces } from '../../db/schema.js';
import { hasLiveSubscription } from '../../domain/live-subscription.js';
import { firstOwnerEmail, firstOwnerName } from '../../domain/workspace-owner.js';
import { isDemoWorkspace } from '../identity/index.js';
import { type Quota, quotaFrom, TRIAL_STATUSES } from './quota.js';
import {
  applyOverrides,
  type LimitOverrides,
  overridesByWorkspace,
  type WorkspaceLimits,
} from './workspace-limits.js';

/** One workspace as an administrator reviews it: who owns it (longest-standing owner), what it used, and what limits it. */
export interface WorkspaceUsage {
  id: string;
  name: string;
  owner: { email: string; name: string };
  /** Everyone who belongs, longest-standing first, with their role. */
  members: { email: string; name: string; role: string }[];
  createdAt: Date;
  subscribed: boolean;
  demo: boolean;
  transcriptions: number;
  /** Charged (reserved or spent), deleted transcriptions' too. */
  minutesUsed: number;
  minutesGranted: number;
  /** What an administrator set for it; the rest follows the server's settings. */
  overrides: LimitOverrides;
  limits: WorkspaceLimits;
  /** Trial and minutes left (both null for a demo workspace). */
  quota: Quota;
}

/** Every workspace (or the one `workspaceId` names), oldest first, in a handful of queries. */
export async function workspaceUsage(
  db: Db,
  config: Config,
  { workspaceId }: { workspaceId?: string } = {},
): Promise<WorkspaceUsage[]> {
  const transcriptionsWhere = (filter: SQL) =>
    sql`from ${transcriptions} where ${transcriptions.workspaceId} = ${workspaces.id} and ${filter}`;
  const rows = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      createdAt: workspaces.createdAt,
      ownerEmail: firstOwnerEmail(),
      ownerName: firstOwnerName(),
      subscribed: hasLiveSubscription(db, workspaces.id),
      transcriptions: sql`(select count(*) ${transcriptionsWhere(sql`true`)})`.mapWith(Number),
      trialCounted: sql`(select count(*) ${transcriptionsWhere(
        inArray(transcriptions.status, [...TRIAL_STATUSES]),
      )})`.mapWith(Number),
      charged: sql`(select coalesce(sum(${transcriptions.chargedSeconds}), 0) ${transcriptionsWhere(
        sql`true`,
      )})`.mapWith(Number),
      granted: sql`(select coalesce(sum(${minuteGrants.seconds}), 0) from ${minuteGrants}
        where ${minuteGrants.workspaceId} = ${workspaces.id})`.mapWith(Number),
      deletedChargedSeconds: workspaces.deletedChargedSeconds,
      deletedTrialTranscriptions: workspaces.deletedTrialTranscriptions,
    })
    .from(workspaces)
    .where(workspaceId ? eq(workspaces.id, workspaceId) : undefined)
    .orderBy(asc(workspaces.createdAt), asc(workspaces.id));
  const ids = rows.map((row) => row.id);
  const [overrides, members] = await Promise.all([
    overridesByWorkspace(db, ids),
    membersByWorkspace(db, ids),
  ]);
  return rows.map((row) => {
    const own = overrides.get(row.id) ?? {};
    const limits = applyOverrides(config, own);
    const chargedSeconds = row.charged + row.deletedChargedSeconds;
    const grantedSeconds = row.granted;
    const demo = isDemoWorkspace(config, row.id, row.ownerEmail ?? '');
    return {
      id: row.id,
      name: row.name,
      // A workspace keeps an owner (ADR 021), unless its last one's account was deleted.
      owner: { email: row.ownerEmail ?? '', name: row.ownerName ?? '' },
      members: members.get(row.id) ?? [],
      createdAt: row.createdAt,
      subscribed: row.subscribed,
      demo,
      transcriptions: row.transcriptions,
      minutesUsed: chargedSeconds / 60,
      minutesGranted: grantedSeconds / 60,
      overrides: own,
      limits,
      quota: demo
        ? { trial: null, secondsAvailable: null }
        : quotaFrom(limits, {
            subscribed: row.subscribed,
            trialTranscriptions: row.trialCounted + row.deletedTrialTranscriptions,
            grantedSeconds,
            chargedSeconds,
          }),
    };
  });
}

/** The members of each of the workspaces, longest-standing first. */
async function membersByWorkspace(db: Db, workspaceIds: string[]) {
  const rows = await db
    .select({
      workspaceId: workspaceMembers.workspaceId,
      email: users.email,
      name: users.name,
      role: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(inArray(workspaceMembers.workspaceId, workspaceIds))
    .orderBy(asc(workspaceMembers.joinedAt), asc(workspaceMembers.userId));
  const members = new Map<string, WorkspaceUsage['members']>();
  for (const { workspaceId, ...member } of rows) {
    const list = members.get(workspaceId);
    if (list) list.push(member);
    else members.set(workspaceId, [member]);
  }
  return members;
}
