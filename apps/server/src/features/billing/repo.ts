import { LIVE_SUBSCRIPTION_STATUSES } from '@whispy/contracts';
import { desc, eq, inArray, lte } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../../db/database.js';
import { minuteGrants, stripeEvents, subscriptions, workspaces } from '../../db/schema.js';
import { hasLiveSubscription } from '../../domain/live-subscription.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type SubscriptionMirror = Omit<typeof subscriptions.$inferInsert, 'updatedAt' | 'paymentFailedAt'>;

/** Records that an event was handled; false when it already was (a replayed delivery). */
export async function recordStripeEvent(db: Db, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

/** The subscription the settings page shows: a live one if any, else the most recently changed. */
export async function findShownSubscription(db: Db, workspaceId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.workspaceId, workspaceId))
    .orderBy(
      desc(inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES)),
      desc(subscriptions.eventCreatedAt),
    )
    .limit(1);
  return row ?? null;
}

export async function findSubscription(db: Db, id: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ?? null;
}

/**
 * Writes the subscription as an event told it, unless the row already holds what a newer event told
 * (Stripe does not promise delivery in order). Answers whether it wrote.
 */
export async function mirrorSubscription(db: Db, mirror: SubscriptionMirror): Promise<boolean> {
  const { id: _id, workspaceId: _workspaceId, ...changes } = mirror;
  const written = await db
    .insert(subscriptions)
    .values(mirror)
    .onConflictDoUpdate({
      target: subscriptions.id,
      set: { ...changes, updatedAt: new Date() },
      setWhere: lte(subscriptions.eventCreatedAt, mirror.eventCreatedAt),
    })
    .returning({ id: subscriptions.id });
  return written.length > 0;
}

export async function setPaymentFailedAt(db: Db, subscriptionId: string, at: Date | null) {
  await db
    .update(subscriptions)
    .set({ paymentFailedAt: at, updatedAt: new Date() })
    .where(eq(subscriptions.id, subscriptionId));
}

/** The minutes a paid invoice buys; at most one grant per invoice, whichever events mention it. */
export async function grantInvoiceMinutes(
  db: Db,
  grant: { workspaceId: string; seconds: number; stripeInvoiceId: string },
) {
  await db
    .insert(minuteGrants)
    .values({ id: ulid(), ...grant, reason: 'subscription' })
    .onConflictDoNothing({ target: minuteGrants.stripeInvoiceId });
}

/** Whether the workspace exists (events may name one deleted since). */
export async function workspaceExists(db: Db, workspaceId: string): Promise<boolean> {
  const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return row !== undefined;
}

export async function findWorkspaceIdByCustomer(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.stripeCustomerId, customerId));
  return row?.id ?? null;
}

export async function setStripeCustomer(db: Db, workspaceId: string, customerId: string) {
  await db.update(workspaces).set({ stripeCustomerId: customerId }).where(eq(workspaces.id, workspaceId));
}

export async function workspaceHasSubscription(db: Db, workspaceId: string): Promise<boolean> {
  const [row] = await db
    .select({ subscribed: hasLiveSubscription(db, workspaces.id) })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.subscribed ?? false;
}
