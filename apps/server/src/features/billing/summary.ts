import type { TSubscriptionStatus, TSubscriptionSummary } from '@whispy/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { limitsOf } from '../transcriptions/index.js';
import { findShownSubscription } from './repo.js';

/** `GET subscription`: the settings page's subscription block. */
export async function subscriptionSummary(
  db: Db,
  config: Config,
  workspaceId: string,
): Promise<TSubscriptionSummary> {
  const [subscription, limits] = await Promise.all([
    findShownSubscription(db, workspaceId),
    limitsOf(db, config, workspaceId),
  ]);
  return {
    billing_enabled: config.billing.stripe !== null,
    product: config.billing.plan.name,
    subscription: subscription && {
      // Written only from events whose status parsed as one of these.
      status: subscription.status as TSubscriptionStatus,
      interval: subscription.interval,
      currency: subscription.currency,
      current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      payment_failed: subscription.paymentFailedAt !== null,
    },
    minutes_available: limits.minutes_available,
  };
}
