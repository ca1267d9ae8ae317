import { z } from 'zod';
import { ZCurrency } from './identity.js';
import { redirectAnswer, route } from './route.js';

export const ZBillingInterval = z.enum(['month', 'year']);
export type TBillingInterval = z.infer<typeof ZBillingInterval>;

/** One price of a plan, in the currency's minor unit (cents, centavos). */
export const ZPlanPrice = z.object({
  currency: ZCurrency,
  interval: ZBillingInterval,
  /** What one payment of this interval costs. */
  amount: z.number().int().min(0),
  /** The same price spread over its months, for comparing the plans. */
  monthly_amount: z.number().int().min(0),
});
export type TPlanPrice = z.infer<typeof ZPlanPrice>;

/** `GET subscription/prices/{product}`. */
export const ZPlanPrices = z.object({
  product: z.string(),
  /** Minutes the plan gives each month. */
  minutes_per_month: z.number().int().min(0),
  prices: z.array(ZPlanPrice),
});
export type TPlanPrices = z.infer<typeof ZPlanPrices>;

/** `POST subscription/checkout`: the plan's product name and how often to pay. The answer's `redirect` is Stripe Checkout. */
export const ZCheckout = z.object({
  interval: ZBillingInterval,
  name: z.string().trim().min(1).max(64),
});
export type TCheckout = z.infer<typeof ZCheckout>;

/** The checkout answer: Stripe Checkout's address (also the envelope's `redirect`). */
export const ZCheckoutStarted = z.object({ url: z.url() });
export type TCheckoutStarted = z.infer<typeof ZCheckoutStarted>;

/** Stripe's subscription statuses, as mirrored from its webhooks. */
export const ZSubscriptionStatus = z.enum([
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
]);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/** The statuses in which a subscription still serves: past_due while Stripe retries the payment. */
export const LIVE_SUBSCRIPTION_STATUSES: readonly TSubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/** `GET subscription`: the settings page's subscription block. */
export const ZSubscriptionSummary = z.object({
  /** false when this server has no Stripe keys: plans cannot be bought, and the page says so. */
  billing_enabled: z.boolean(),
  /** The plans' product name, for `subscription/prices/{product}` and checkout. */
  product: z.string(),
  subscription: z
    .object({
      status: ZSubscriptionStatus,
      interval: ZBillingInterval,
      currency: ZCurrency,
      /** When it renews (or ends, with `cancel_at_period_end`). */
      current_period_end: z.iso.datetime().nullable(),
      cancel_at_period_end: z.boolean(),
      /** The latest payment failed: the card needs updating in the billing portal. */
      payment_failed: z.boolean(),
    })
    .nullable(),
  /** Minutes left to transcribe, as `transcriptions/limits` says; null when unlimited. */
  minutes_available: z.number().nullable(),
});
export type TSubscriptionSummary = z.infer<typeof ZSubscriptionSummary>;

export const getPlanPrices = route({
  method: 'GET',
  path: '/subscription/prices/:product',
  params: z.object({ product: z.string().max(64) }),
  answer: ZPlanPrices,
});

export const getSubscription = route({ method: 'GET', path: '/subscription', answer: ZSubscriptionSummary });

/** `redirect` is the Checkout page, opened as a full page. */
export const startCheckout = route({
  method: 'POST',
  path: '/subscription/checkout',
  body: ZCheckout,
  answer: ZCheckoutStarted,
});

/** Opened as a page: it redirects to the Stripe Billing Portal, or to a page of the app. */
export const manageSubscription = route({
  method: 'GET',
  path: '/subscription/edit',
  answer: redirectAnswer(303),
});

/** Called by Stripe with its signed event as the body, read as bytes by the server. */
export const stripeWebhook = route({ method: 'POST', path: '/subscription/webhook', answer: z.null() });
