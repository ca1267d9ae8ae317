import type { TCurrency, TSubscriptionStatus } from '@whispy/contracts';
import { and, type Column, eq, exists, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { subscriptions, telegramLinks, termsAcceptances, users, workspaces } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type WorkspaceRow = typeof workspaces.$inferSelect;
export interface MemberRow {
  user: UserRow;
  workspace: WorkspaceRow;
  termsAccepted: boolean;
  hasSubscription: boolean;
  /** The user's linked Telegram chat, if any. */
  telegram: { username: string | null } | null;
}

/** Stripe's statuses in which a subscription still serves: past_due while Stripe retries the payment. */
export const LIVE_SUBSCRIPTION_STATUSES: TSubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/** Whether the workspace in `workspaceId` (a column of the outer query) holds a live subscription. */
export const hasLiveSubscription = (db: Db, workspaceId: Column) =>
  exists(
    db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.workspaceId, workspaceId),
          inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES),
        ),
      ),
  ).mapWith(Boolean);

/**
 * The user with their workspace, whether they accepted the current terms version, whether the
 * workspace is subscribed and the user's Telegram link, in one query.
 */
export async function findMember(db: Db, userId: string, termsVersion: string): Promise<MemberRow | null> {
  const [row] = await db
    .select({
      user: users,
      workspace: workspaces,
      acceptance: termsAcceptances.id,
      hasSubscription: hasLiveSubscription(db, workspaces.id),
      telegramChat: telegramLinks.chatId,
      telegramUsername: telegramLinks.username,
    })
    .from(users)
    .innerJoin(workspaces, eq(workspaces.ownerId, users.id))
    .leftJoin(
      termsAcceptances,
      and(eq(termsAcceptances.userId, users.id), eq(termsAcceptances.version, termsVersion)),
    )
    .leftJoin(telegramLinks, eq(telegramLinks.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { user, workspace, acceptance, hasSubscription, telegramChat, telegramUsername } = row;
  const telegram = telegramChat === null ? null : { username: telegramUsername };
  return { user, workspace, termsAccepted: acceptance !== null, hasSubscription, telegram };
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

export async function insertUserWithWorkspace(
  db: Db,
  user: { id: string; email: string; name: string; avatar: string | null },
  workspace: { id: string; name: string },
) {
  await db.transaction(async (tx) => {
    await tx.insert(users).values(user);
    await tx.insert(workspaces).values({ ...workspace, ownerId: user.id });
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
