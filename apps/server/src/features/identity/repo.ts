import type { TCurrency } from '@whispy/contracts';
import { and, asc, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { telegramLinks, termsAcceptances, users, workspaceMembers, workspaces } from '../../db/schema.js';
import { hasLiveSubscription } from '../../domain/live-subscription.js';
import { firstOwnerEmail, firstOwnerId } from '../../domain/workspace-owner.js';
import type { Caller, Member } from '../../http/access.js';

export type UserRow = typeof users.$inferSelect;
export type WorkspaceRow = typeof workspaces.$inferSelect;
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
 * The user with the workspace they work in and their role there, whether they accepted the current terms
 * version, whether the workspace is subscribed and the user's Telegram link. Membership is read on every
 * call, never cached, so a removed member's very next request no longer finds the workspace.
 */
export async function findMember(
  db: Db,
  userId: string,
  termsVersion: string,
  choice: WorkspaceChoice = { workspaceId: null, fallBack: true },
): Promise<MemberRow | null> {
  const [row] = await db
    .select({
      user: users,
      acceptance: termsAcceptances.id,
      telegramChat: telegramLinks.chatId,
      telegramUsername: telegramLinks.username,
    })
    .from(users)
    .leftJoin(
      termsAcceptances,
      and(eq(termsAcceptances.userId, users.id), eq(termsAcceptances.version, termsVersion)),
    )
    .leftJoin(telegramLinks, eq(telegramLinks.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { user, acceptance, telegramChat, telegramUsername } = row;
  const telegram = telegramChat === null ? null : { username: telegramUsername };
  const membership = await findMembership(db, userId, choice);
  return {
    user,
    workspace: membership?.workspace ?? null,
    role: membership?.role ?? null,
    termsAccepted: acceptance !== null,
    hasSubscription: membership?.hasSubscription ?? false,
    telegram,
  };
}

/** The chosen workspace of the user with their role, or (falling back) their earliest one. */
async function findMembership(db: Db, userId: string, { workspaceId, fallBack }: WorkspaceChoice) {
  if (workspaceId === null && !fallBack) return null;
  const chosen = workspaceId === null ? undefined : eq(workspaces.id, workspaceId);
  const earliest = [asc(workspaceMembers.joinedAt), asc(workspaces.id)];
  const [row] = await db
    .select({
      workspace: workspaces,
      ownerId: firstOwnerId(),
      ownerEmail: firstOwnerEmail(),
      role: workspaceMembers.role,
      hasSubscription: hasLiveSubscription(db, workspaces.id),
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), fallBack ? undefined : chosen))
    // The chosen one first, then the earliest joined.
    .orderBy(...(chosen ? [desc(chosen), ...earliest] : earliest))
    .limit(1);
  if (!row) return null;
  const { workspace, ownerId, ownerEmail, ...rest } = row;
  return { workspace: { ...workspace, ownerId, ownerEmail }, ...rest };
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/** An issuer's account: the ID token's issuer (or `local`) and subject. */
export interface SignInBinding {
  issuer: string;
  subject: string;
}

/** The user an issuer's account is bound to. */
export async function findUserBySignIn(db: Db, { issuer, subject }: SignInBinding) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.signInIssuer, issuer), eq(users.signInSubject, subject)));
  return row ?? null;
}

/** The user holding the email, with the issuer their account is bound to (null: none yet). */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, issuer: users.signInIssuer })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

/**
 * Binds the user to an issuer's account, only while they are still bound to `from` (null: unbound), so
 * that of two sign-ins racing for one account only one binds it. Answers whether it did.
 */
export async function bindSignIn(db: Db, userId: string, binding: SignInBinding, from: string | null) {
  const bound = await db
    .update(users)
    .set({ signInIssuer: binding.issuer, signInSubject: binding.subject })
    .where(
      and(eq(users.id, userId), from === null ? isNull(users.signInIssuer) : eq(users.signInIssuer, from)),
    )
    .returning({ id: users.id });
  return bound.length > 0;
}

/** Moves the user to a new email unless another user holds it; answers whether it did. */
export async function updateEmailUnlessTaken(db: Db, userId: string, email: string) {
  const holder = db.select({ id: sql`1` }).from(users).where(eq(users.email, email));
  try {
    const updated = await db
      .update(users)
      .set({ email })
      .where(and(eq(users.id, userId), notExists(holder)))
      .returning({ id: users.id });
    return updated.length > 0;
  } catch (error) {
    // Another user took the email between the check and the write: the unique index said no.
    if (await findUserIdByEmail(db, email)) return false;
    throw error;
  }
}

export async function insertUserWithWorkspace(
  db: Db,
  user: {
    id: string;
    email: string;
    name: string;
    avatar: string | null;
    signInIssuer?: string;
    signInSubject?: string;
  },
  workspace: { id: string; name: string },
) {
  await db.transaction(async (tx) => {
    await tx.insert(users).values(user);
    await tx.insert(workspaces).values(workspace);
    await tx.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: user.id, role: 'owner' });
  });
}

export async function updateAvatar(db: Db, userId: string, avatar: string | null) {
  await db.update(users).set({ avatar }).where(eq(users.id, userId));
}

export async function updateUserName(db: Db, userId: string, name: string) {
  await db.update(users).set({ name }).where(eq(users.id, userId));
}

export async function updateWorkspaceName(db: Db, workspaceId: string, name: string) {
  await db.update(workspaces).set({ name }).where(eq(workspaces.id, workspaceId));
}

/** Sets the currency only while it is unset; answers whether it did. */
export async function setCurrencyOnce(db: Db, workspaceId: string, currency: TCurrency) {
  const updated = await db
    .update(workspaces)
    .set({ currency })
    .where(and(eq(workspaces.id, workspaceId), isNull(workspaces.currency)))
    .returning({ id: workspaces.id });
  return updated.length > 0;
}
