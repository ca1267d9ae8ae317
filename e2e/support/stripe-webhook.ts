import { type APIRequestContext, expect } from '@playwright/test';
import Stripe from 'stripe';

/**
 * The app's Stripe settings besides those of stripe-mock. The secret only ever signs the test's own
 * payloads to a local server; stripe-mock sends no webhooks, so the tests deliver them as Stripe would.
 */
export const e2eStripe = { webhookSecret: 'whsec_whispy_e2e_local_only', productId: 'prod_e2e' };

const stripeId = (prefix: string) =>
  `${prefix}_e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function stripeEvent(type: string, object: object) {
  const created = Math.floor(Date.now() / 1000);
  return { id: stripeId('evt'), object: 'event', created, livemode: false, type, data: { object } };
}

/**
 * The events Stripe sends once `workspaceId` has paid for a monthly USD subscription in Checkout (in the
 * current API shapes), and `periodEnd`, when the subscription renews: in 30 days.
 */
export function paidCheckoutEvents(workspaceId: string) {
  const metadata = { workspace_id: workspaceId };
  const customer = stripeId('cus');
  const subscription = stripeId('sub');
  const periodEnd = new Date(Math.floor(Date.now() / 1000 + 30 * 86_400) * 1000);
  return {
    periodEnd,
    checkoutCompleted: stripeEvent('checkout.session.completed', {
      id: stripeId('cs_test'),
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: workspaceId,
      customer,
      currency: 'usd',
      metadata,
    }),
    subscriptionCreated: stripeEvent('customer.subscription.created', {
      id: subscription,
      object: 'subscription',
      customer,
      status: 'active',
      currency: 'usd',
      cancel_at_period_end: false,
      metadata,
      items: {
        object: 'list',
        data: [
          {
            id: stripeId('si'),
            object: 'subscription_item',
            current_period_end: periodEnd.getTime() / 1000,
            price: {
              id: stripeId('price'),
              object: 'price',
              currency: 'usd',
              recurring: { interval: 'month' },
            },
          },
        ],
      },
    }),
    invoicePaid: stripeEvent('invoice.paid', {
      id: stripeId('in'),
      object: 'invoice',
      customer,
      parent: { type: 'subscription_details', subscription_details: { subscription, metadata } },
    }),
  };
}

/** Delivers `event` to the app's webhook as Stripe does: the JSON body, signed with the webhook secret. */
export async function deliverStripeEvent(api: APIRequestContext, event: object) {
  const payload = JSON.stringify(event);
  const answer = await api.post('/api/subscription/webhook', {
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: e2eStripe.webhookSecret,
      }),
    },
    data: payload,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}
