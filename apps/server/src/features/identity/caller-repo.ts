import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import {
  sessions,
  telegramLinks,
  termsAcceptances,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema.js';
import { hasLiveSubscription } from '../../domain/live-subscription.js';
import { firstOwnerEmail, firstOwnerId } from '../../domain/workspace-owner.js';
import type { Caller, Member, WorkspaceRole } from '../../http/access.js';
import { isLiveSession, liveSessionValues, type SessionLimits } from '../../http/session-repo.js';

/** A signed-in user as every route sees them (the access guard's caller). */
export type MemberRow = Caller;
/** A signed-in user working in one of their workspaces, with their role there. */
export type WorkingMember = Member;

/** Where to look for the user's workspace: the one named, else (with `fallBack`) their earliest. */
export interface WorkspaceChoice {
  workspaceId: string | null;
  fallBack: boolean;
}

/**
 * Everything a caller is made of, read in ONE statement: the user, their acceptance of the terms version,
 * their Telegram link and one membership row (with its workspace, first owner and subscription). Every
 * API request reads it before its handler, so each round trip saved here is saved on every request
 * (ADR 029, "Per-request work").
 */
const callerColumns = (db: Db) => ({
  user: users,
  acceptance: termsAcceptances.id,
  telegramChat: telegramLinks.chatId,
  telegramUsername: telegramLinks.username,
  workspace: workspaces,
  ownerId: firstOwnerId(),
  ownerEmail: firstOwnerEmail(),
  role: workspaceMembers.role,
  hasSubscription: hasLiveSubscription(db, workspaces.id),
});

/**
 * Joins the caller's parts onto a query over `users`: the memberships `membership` lets through, ordered
 * with the `chosen` one first, then the earliest joined; the query keeps the first row.
 */
function withCallerParts<Q extends PgSelect>(
  query: Q,
  { chosen, membership }: { chosen: SQL; membership?: SQL },
) {
  return query
    .leftJoin(
      termsAcceptances,
      and(
        eq(termsAcceptances.userId, users.id),
        eq(termsAcceptances.version, sql.placeholder('termsVersion')),
      ),
    )
    .leftJoin(telegramLinks, eq(telegramLinks.userId, users.id))
    .leftJoin(workspaceMembers, and(eq(workspaceMembers.userId, users.id), membership))
    .leftJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .orderBy(desc(sql`coalesce(${chosen}, false)`), asc(workspaceMembers.joinedAt), asc(workspaces.id))
    .limit(1);
}

/**
 * Prepares a statement once per database: drizzle builds its SQL once, and PostgreSQL plans it once per
 * connection instead of on every call (planning the caller's statement took four times as long as running
 * it: ADR 029, "Per-request work").
 */
function preparedPer<P>(prepare: (db: Db) => P): (db: Db) => P {
  const prepared = new WeakMap<Db, P>();
  return (db) => {
    const found = prepared.get(db) ?? prepare(db);
    prepared.set(db, found);
    return found;
  };
}

/** One row of `callerColumns` (a dynamic query's joins do not narrow its type: said here once). */
interface CallerRow {
  user: typeof users.$inferSelect;
  acceptance: string | null;
  telegramChat: number | null;
  telegramUsername: string | null;
  workspace: typeof workspaces.$inferSelect | null;
  ownerId: string | null;
  ownerEmail: string | null;
  role: WorkspaceRole | null;
  hasSubscription: boolean;
}

function toCaller(row: CallerRow): MemberRow {
  const { user, acceptance, telegramChat, telegramUsername, workspace, ownerId, ownerEmail, role } = row;
  return {
    user,
    workspace: workspace && { ...workspace, ownerId, ownerEmail },
    role: workspace ? role : null,
    termsAccepted: acceptance !== null,
    hasSubscription: workspace ? row.hasSubscription : false,
    telegram: telegramChat === null ? null : { username: telegramUsername },
  };
}

/**
 * The statement behind `findMember`. A null `workspaceId` chooses none; without `fallBack` only the chosen
 * membership joins, so none chosen is none at all.
 */
const memberStatement = preparedPer((db) => {
  const chosen = eq(workspaceMembers.workspaceId, sql.placeholder('workspaceId'));
  const query = db
    .select(callerColumns(db))
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .$dynamic();
  return withCallerParts(query, {
    chosen,
    membership: sql`(${sql.placeholder('fallBack')} or ${chosen})`,
  }).prepare('caller_of_user');
});

/**
 * The user with the workspace they work in and their role there, whether they accepted the current terms
 * version, whether the workspace is subscribed and the user's Telegram link. Membership is read on every
 * call, never cached, so a removed member's very next request no longer finds the workspace.
 */
export async function findMember(
  db: Db,
  userId: string,
  termsVersion: string,
  { workspaceId, fallBack }: WorkspaceChoice = { workspaceId: null, fallBack: true },
): Promise<MemberRow | null> {
  const [row] = await memberStatement(db).execute({ userId, termsVersion, workspaceId, fallBack });
  return row ? toCaller(row as CallerRow) : null;
}

/** The statement behind `findSessionMember`: `findMember`'s, with the live session joined in. */
const sessionMemberStatement = preparedPer((db) => {
  const query = db
    .select({ ...callerColumns(db), lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(isLiveSession())
    .$dynamic();
  const chosen = eq(workspaceMembers.workspaceId, sessions.workspaceId);
  return withCallerParts(query, { chosen }).prepare('caller_of_session');
});

/**
 * The caller behind a live session (see `isLiveSession`), in the workspace the session works in or else
 * their earliest, with the session's idle clock; null for an unknown, idle or expired session. The same
 * one statement as `findMember`, the session joined in, so a signed-in request reads no more than that.
 */
export async function findSessionMember(
  db: Db,
  sessionId: string,
  termsVersion: string,
  limits: SessionLimits,
  now: Date,
): Promise<{ caller: MemberRow; lastSeenAt: Date } | null> {
  const values = { ...liveSessionValues(sessionId, limits, now), termsVersion };
  const [row] = await sessionMemberStatement(db).execute(values);
  if (!row) return null;
  const { lastSeenAt, ...parts } = row as CallerRow & { lastSeenAt: Date };
  return { caller: toCaller(parts), lastSeenAt };
}
