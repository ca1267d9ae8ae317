import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { startStripeMock } from '../../../scripts/stripe-mock.mjs';

export const WEBHOOK_SECRET = 'whsec_whispy_test';
export const PRODUCT_ID = 'prod_whispy_test';

/** Billing switched on without any Stripe API behind it: enough for tests that only deliver webhooks. */
export const webhookOnlyEnv = {
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRODUCT_ID: PRODUCT_ID,
};

/** A request Whispy made to the Stripe API: form-encoded, as the SDK sends it. */
export interface StripeRequest {
  method: string;
  path: string;
  params: URLSearchParams;
}

/**
 * stripe-mock for one test file, behind a loopback proxy that records what Whispy sends. The mock refuses
 * any parameter Stripe's API does not have, but answers fixtures (fixed ids and URLs), so tests read what
 * was asked of Stripe here. `env` switches billing on against it.
 */
export function useStripeMock() {
  const requests: StripeRequest[] = [];
  const fixture: { env?: Record<string, string>; close?: () => Promise<void> } = {};
  beforeAll(async () => {
    const mock = await startStripeMock();
    const proxy = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      requests.push({
        method: request.method!,
        path: request.url!,
        params: new URLSearchParams(body.toString()),
      });
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'content-type', 'stripe-version', 'idempotency-key']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await fetch(new URL(request.url!, mock.url), {
        method: request.method,
        headers,
        body: body.length > 0 ? body : undefined,
      });
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'text/plain',
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as { port: number };
    fixture.env = {
      ...webhookOnlyEnv,
      STRIPE_SECRET_KEY: mock.secretKey,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    };
    fixture.close = async () => {
      await new Promise((resolve) => proxy.close(resolve));
      await mock.stop();
    };
  });
  afterAll(() => fixture.close?.());
  return {
    get env() {
      if (!fixture.env) throw new Error('stripe-mock starts in beforeAll');
      return fixture.env;
    },
    /** The newest request to `path` (e.g. `/v1/checkout/sessions`). */
    lastRequestTo(path: string) {
      const found = requests.filter((request) => request.path === path).at(-1);
      if (!found) throw new Error(`nothing was sent to ${path}`);
      return found;
    },
  };
}

export const stripeId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** An event as Stripe sends it; `created` (Unix seconds) orders events whatever their delivery order. */
export function stripeEvent(
  type: string,
  object: object,
  { id = stripeId('evt'), created = Math.floor(Date.now() / 1000) } = {},
) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** Delivers the event to the server's webhook as Stripe does: the JSON body, signed with `secret`. */
export async function deliver(base: string, event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const response = await fetch(`${base}/api/subscription/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
  return { status: response.status, json: await response.json() };
}

/** A subscription object of the plan, as `customer.subscription.*` events carry it (current API shape). */
export function subscriptionObject(fields: {
  id: string;
  workspaceId: string;
  customer?: string;
  status?: string;
  interval?: 'month' | 'year';
  currency?: string;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
}) {
  const { interval = 'month', currency = 'usd' } = fields;
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer ?? stripeId('cus'),
    status: fields.status ?? 'active',
    currency,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    metadata: { workspace_id: fields.workspaceId },
    items: {
      object: 'list',
      data: [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          current_period_end: fields.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400,
          price: {
            id: stripeId('price'),
            object: 'price',
            currency,
            product: PRODUCT_ID,
            recurring: { interval },
          },
        },
      ],
    },
  };
}

/** An invoice of a subscription, as `invoice.*` events carry it (current API shape). */
export function invoiceObject(fields: { id: string; subscriptionId: string; workspaceId: string }) {
  return {
    id: fields.id,
    object: 'invoice',
    parent: {
      type: 'subscription_details',
      subscription_details: {
        subscription: fields.subscriptionId,
        metadata: { workspace_id: fields.workspaceId },
      },
    },
  };
}
