import type { TSubscriptionSummary } from '@whispy/contracts';

/** A `GET subscription` answer: billing on, no subscription yet, unless overridden. */
export const makeSubscriptionSummary = (
  overrides: Partial<TSubscriptionSummary> = {},
): TSubscriptionSummary => ({
  billing_enabled: true,
  product: 'standard',
  subscription: null,
  minutes_available: 30,
  ...overrides,
});
