import type { TSubscriptionSummary } from '@whispy/contracts';

type Subscription = NonNullable<TSubscriptionSummary['subscription']>;

// An ended subscription is history: the workspace is back in the trial and may choose a plan again.
const ENDED: ReadonlySet<Subscription['status']> = new Set(['canceled', 'incomplete_expired']);
const UNPAID: ReadonlySet<Subscription['status']> = new Set(['past_due', 'unpaid', 'incomplete']);

/** The workspace's subscription, unless it has ended. */
export function currentSubscription(summary: TSubscriptionSummary): Subscription | null {
  const { subscription } = summary;
  return subscription && !ENDED.has(subscription.status) ? subscription : null;
}

export type SubscriptionState = 'active' | 'trial' | 'demo' | 'payment_failed' | 'paused' | 'unbilled';

/** What the settings block calls the subscription; a failed payment comes first, since the user must act on it. */
export function subscriptionState(summary: TSubscriptionSummary, isDemo: boolean): SubscriptionState {
  const subscription = currentSubscription(summary);
  if (!subscription && isDemo) return 'demo';
  // Where nothing is sold there is nothing to try before buying: the limits are the administrator's.
  if (!subscription) return summary.billing_enabled ? 'trial' : 'unbilled';
  if (subscription.payment_failed || UNPAID.has(subscription.status)) return 'payment_failed';
  if (subscription.status === 'trialing') return 'trial';
  if (subscription.status === 'paused') return 'paused';
  return 'active';
}
