import type { TBillingInterval, TCurrency, TPlanPrices } from '@whispy/contracts';
import type Stripe from 'stripe';
import type { Config } from '../../config.js';

export type Plan = Config['billing']['plan'];

const MONTHS: Record<TBillingInterval, number> = { month: 1, year: 12 };

/** `GET subscription/prices/{product}`: every price of the plan, with its monthly equivalent. */
export function planPrices(plan: Plan): TPlanPrices {
  return {
    product: plan.name,
    minutes_per_month: plan.minutesPerMonth,
    prices: plan.prices.map((price) => ({
      ...price,
      monthly_amount: Math.round(price.amount / MONTHS[price.interval]),
    })),
  };
}

/** The minutes one paid invoice buys: a month's, or twelve months' for the annual plan. */
export const minutesPerInvoice = (plan: Plan, interval: TBillingInterval) =>
  plan.minutesPerMonth * MONTHS[interval];

/**
 * The plan as a Checkout line. Prices live in Whispy's configuration (PLAN_PRICES) and go to Checkout as
 * inline `price_data` on the STRIPE_PRODUCT_ID product: the price the page shows is exactly the price
 * charged, and no Price objects in Stripe have to be kept in step with the configuration.
 */
export function checkoutLineItem(
  plan: Plan,
  productId: string,
  currency: TCurrency,
  interval: TBillingInterval,
): Stripe.Checkout.SessionCreateParams.LineItem {
  // The configuration is refused at start-up unless it has every currency with both intervals.
  const price = plan.prices.find((entry) => entry.currency === currency && entry.interval === interval)!;
  return {
    quantity: 1,
    price_data: { currency, product: productId, unit_amount: price.amount, recurring: { interval } },
  };
}
