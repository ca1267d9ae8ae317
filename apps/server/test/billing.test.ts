import { workspaceChannel, ZEnvelope, ZPlanPrices, ZSubscriptionSummary } from '@whispy/contracts';
import { type Browser, memberBrowser, person } from '@whispy/test-kit/browser';
import { allowEngineTime } from '@whispy/test-kit/engine-server';
import { eventually } from '@whispy/test-kit/eventually';
import { asBrowser, connect, liveEvents, subscribe } from '@whispy/test-kit/live';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import {
  deliver,
  invoiceObject,
  PRODUCT_ID,
  stripeEvent,
  stripeId,
  subscriptionObject,
  useStripeMock,
} from '@whispy/test-kit/stripe';
import {
  createTranscription,
  SPEECH_TEXT,
  speechClip,
  transcribeFile,
  waitForStatus,
  wordsOf,
} from '@whispy/test-kit/transcriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const stripe = useStripeMock();
// One test transcribes for real.
allowEngineTime();

// A trial of one transcription and no free minutes, so that subscriptions and invoices make the difference.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ...stripe.env, TRIAL_TRANSCRIPTIONS: '1', FREE_MINUTES: '0' });
});
afterAll(() => server.close());

const identityOf = async (browser: Browser) => (await browser.get('/api/auth/identity')).json.result;
const summaryOf = async (browser: Browser) =>
  ZEnvelope(ZSubscriptionSummary).parse((await browser.get('/api/subscription')).json).result;

/** A member of a fresh workspace, with its id, and the currency picked when given. */
async function newOwner(currency?: 'usd' | 'mxn') {
  const account = person('billing');
  const browser = await memberBrowser(server.url, account);
  const workspaceId: string = (await identityOf(browser)).workspace.id;
  if (currency) await browser.request('PUT', `/api/workspace/${workspaceId}`, { body: { currency } });
  return { browser, workspaceId, email: account.email };
}

/** Delivers `customer.subscription.created` for the workspace; answers the subscription's id. */
async function subscribeWorkspace(
  workspaceId: string,
  fields: Partial<Parameters<typeof subscriptionObject>[0]> = {},
) {
  const id = stripeId('sub');
  const event = stripeEvent(
    'customer.subscription.created',
    subscriptionObject({ id, workspaceId, ...fields }),
  );
  expect((await deliver(server.url, event)).status).toBe(200);
  return id;
}

const checkout = (browser: Browser, body: object, headers?: Record<string, string>) =>
  browser.request('POST', '/api/subscription/checkout', { body, headers });

describe('plans and checkout', () => {
  it("leaves checkout and the billing portal to the workspace's owners and admins", async () => {
    const { browser: owner, workspaceId } = await newOwner('usd');
    const member = await memberBrowser(server.url, person('billing-member'));
    const { token } = (
      await owner.request('POST', `/api/workspace/${workspaceId}/invitations`, { body: { role: 'member' } })
    ).json.result;
    expect((await member.request('POST', `/api/invitations/${token}/accept`)).status).toBe(200);

    const refused = await checkout(member, { interval: 'month', name: 'standard' });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Only owners and admins of this workspace can do this.');
    expect((await member.get('/api/subscription/edit')).status).toBe(403);
    expect((await checkout(owner, { interval: 'month', name: 'standard' })).status).toBe(200);
  });

  it('lists the configured prices, the annual one at half of twelve months', async () => {
    const { browser } = await newOwner();
    const answer = await browser.get('/api/subscription/prices/standard');
    const { result } = ZEnvelope(ZPlanPrices).parse(answer.json);
    expect(result.minutes_per_month).toBe(1800);
    expect(result.prices).toContainEqual({
      currency: 'usd',
      interval: 'month',
      amount: 900,
      monthly_amount: 900,
    });
    expect(result.prices).toContainEqual({
      currency: 'usd',
      interval: 'year',
      amount: 5400,
      monthly_amount: 450,
    });
    expect(result.prices.filter((price) => price.currency === 'mxn')).toHaveLength(2);
    expect((await browser.get('/api/subscription/prices/premium')).status).toBe(404);
  });

  it('asks for a currency first, and for a plan that exists', async () => {
    const { browser } = await newOwner();
    const noCurrency = await checkout(
      browser,
      { interval: 'month', name: 'standard' },
      { 'accept-language': 'es' },
    );
    expect(noCurrency.status).toBe(422);
    expect(noCurrency.json.errors).toEqual({ currency: ['Selecciona una moneda'] });

    const { browser: withCurrency } = await newOwner('usd');
    const unknownPlan = await checkout(withCurrency, { interval: 'month', name: 'premium' });
    expect(unknownPlan.status).toBe(422);
    expect(unknownPlan.json.errors).toEqual({ name: ['There is no plan with this name.'] });
  });

  it("sends the browser to Checkout with the plan's inline price in the workspace currency", async () => {
    const { browser, workspaceId, email } = await newOwner('mxn');
    const answer = await checkout(
      browser,
      { interval: 'year', name: 'standard' },
      { 'accept-language': 'ja' },
    );
    expect(answer.status).toBe(200);
    expect(answer.json.redirect).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(answer.json.result).toEqual({ url: answer.json.redirect });

    const sent = stripe.lastRequestTo('/v1/checkout/sessions').params;
    expect(Object.fromEntries(sent)).toEqual({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'mxn',
      'line_items[0][price_data][product]': PRODUCT_ID,
      'line_items[0][price_data][unit_amount]': '107400',
      'line_items[0][price_data][recurring][interval]': 'year',
      client_reference_id: workspaceId,
      'metadata[workspace_id]': workspaceId,
      'subscription_data[metadata][workspace_id]': workspaceId,
      customer_email: email,
      locale: 'ja',
      success_url: `${server.url}/onboarding/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/onboarding/subscription/create`,
    });
  });

  it('keeps the customer Checkout made: later checkouts and the manage button use it', async () => {
    const { browser, workspaceId } = await newOwner();
    const beforeCheckout = await browser.get('/api/subscription/edit');
    expect(beforeCheckout.status).toBe(303);
    expect(beforeCheckout.headers.get('location')).toBe('/onboarding/subscription/create');

    const customer = stripeId('cus');
    const completed = stripeEvent('checkout.session.completed', {
      id: stripeId('cs'),
      object: 'checkout.session',
      client_reference_id: workspaceId,
      customer,
      currency: 'usd',
      metadata: { workspace_id: workspaceId },
    });
    expect((await deliver(server.url, completed)).status).toBe(200);
    // The workspace had no currency yet: the one it paid in is now its own.
    expect((await identityOf(browser)).workspace.currency).toBe('usd');

    const portal = await browser.get('/api/subscription/edit', { 'accept-language': 'es' });
    expect(portal.status).toBe(303);
    expect(portal.headers.get('location')).toMatch(/^https:\/\//);
    expect(Object.fromEntries(stripe.lastRequestTo('/v1/billing_portal/sessions').params)).toEqual({
      customer,
      return_url: `${server.url}/settings`,
      locale: 'es',
    });

    expect((await checkout(browser, { interval: 'month', name: 'standard' })).status).toBe(200);
    const sent = stripe.lastRequestTo('/v1/checkout/sessions').params;
    expect(sent.get('customer')).toBe(customer);
    expect(sent.has('customer_email')).toBe(false);
  });

  it('refuses a second subscription: the one there is can be managed instead', async () => {
    const { browser, workspaceId } = await newOwner('usd');
    await subscribeWorkspace(workspaceId);
    const refused = await checkout(browser, { interval: 'month', name: 'standard' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'This workspace already has a subscription. Please manage it from the settings instead.',
    );
  });
});

describe('the Stripe webhook', () => {
  it('refuses a missing or wrong signature, and such a delivery changes nothing', async () => {
    const { browser, workspaceId } = await newOwner();
    const event = stripeEvent(
      'customer.subscription.created',
      subscriptionObject({ id: stripeId('sub'), workspaceId }),
    );
    const forged = await deliver(server.url, event, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(forged.json.message).toBe('The Stripe signature of this request is missing or invalid.');
    const unsigned = await fetch(`${server.url}/api/subscription/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect((await identityOf(browser)).workspace.has_subscription).toBe(false);

    // Not even its id was kept: the genuine delivery of the same event is applied.
    expect((await deliver(server.url, event)).status).toBe(200);
    expect((await identityOf(browser)).workspace.has_subscription).toBe(true);
  });

  it("tells the workspace's browsers live when its subscription starts and when it ends", async () => {
    const { browser, workspaceId } = await newOwner('usd');
    const channel = await subscribe(connect(server, asBrowser(browser)), workspaceChannel(workspaceId));
    const received = liveEvents(channel);
    const created = Math.floor(Date.now() / 1000);
    const id = await subscribeWorkspace(workspaceId);
    expect((await identityOf(browser)).workspace.has_subscription).toBe(true);
    await eventually(() =>
      expect(received).toEqual([{ notification: 'subscription.updated', has_subscription: true }]),
    );

    const deleted = subscriptionObject({ id, workspaceId, status: 'canceled' });
    expect(
      (
        await deliver(
          server.url,
          stripeEvent('customer.subscription.deleted', deleted, { created: created + 60 }),
        )
      ).status,
    ).toBe(200);
    expect((await identityOf(browser)).workspace.has_subscription).toBe(false);
    expect((await summaryOf(browser)).subscription).toMatchObject({ status: 'canceled' });
    await eventually(() =>
      expect(received.at(-1)).toEqual({ notification: 'subscription.updated', has_subscription: false }),
    );
  });

  it("grants an invoice's minutes once, however often and in whichever event it arrives", async () => {
    const { browser, workspaceId } = await newOwner('usd');
    const subscriptionId = await subscribeWorkspace(workspaceId, { interval: 'year' });
    expect((await summaryOf(browser)).minutes_available).toBe(0);

    const invoice = invoiceObject({ id: stripeId('in'), subscriptionId, workspaceId });
    const paid = stripeEvent('invoice.paid', invoice);
    expect((await deliver(server.url, paid)).status).toBe(200);
    expect((await summaryOf(browser)).minutes_available).toBe(1800 * 12);

    expect((await deliver(server.url, paid)).status).toBe(200);
    expect((await deliver(server.url, stripeEvent('invoice.paid', invoice))).status).toBe(200);
    expect((await summaryOf(browser)).minutes_available).toBe(1800 * 12);
  });

  it('ignores an update older than the one it already applied', async () => {
    const { browser, workspaceId } = await newOwner('usd');
    const id = stripeId('sub');
    const customer = stripeId('cus');
    const at = (created: number, fields: Partial<Parameters<typeof subscriptionObject>[0]>) =>
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id, workspaceId, customer, ...fields }),
        {
          created,
        },
      );
    const now = Math.floor(Date.now() / 1000);
    expect((await deliver(server.url, at(now + 20, { cancelAtPeriodEnd: true }))).status).toBe(200);
    expect((await deliver(server.url, at(now + 10, { status: 'past_due' }))).status).toBe(200);
    expect((await summaryOf(browser)).subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
  });

  it('shows a failed payment until an invoice is paid, keeping the subscription meanwhile', async () => {
    const { browser, workspaceId } = await newOwner('mxn');
    const subscriptionId = await subscribeWorkspace(workspaceId, { currency: 'mxn' });
    const invoice = () => invoiceObject({ id: stripeId('in'), subscriptionId, workspaceId });
    const failed = stripeEvent('invoice.payment_failed', invoice());
    expect((await deliver(server.url, failed)).status).toBe(200);
    expect((await summaryOf(browser)).subscription).toMatchObject({
      status: 'active',
      currency: 'mxn',
      payment_failed: true,
    });
    expect((await identityOf(browser)).workspace.has_subscription).toBe(true);

    expect((await deliver(server.url, stripeEvent('invoice.paid', invoice()))).status).toBe(200);
    expect((await summaryOf(browser)).subscription?.payment_failed).toBe(false);
    // A replayed delivery of the old failure changes nothing.
    expect((await deliver(server.url, failed)).status).toBe(200);
    expect((await summaryOf(browser)).subscription?.payment_failed).toBe(false);
  });

  it('has Stripe send an invoice again when it arrives before its subscription', async () => {
    const { browser, workspaceId } = await newOwner('usd');
    const subscriptionId = stripeId('sub');
    const paid = stripeEvent(
      'invoice.paid',
      invoiceObject({ id: stripeId('in'), subscriptionId, workspaceId }),
    );
    expect((await deliver(server.url, paid)).status).toBe(503);

    const created = stripeEvent(
      'customer.subscription.created',
      subscriptionObject({ id: subscriptionId, workspaceId }),
    );
    expect((await deliver(server.url, created)).status).toBe(200);
    expect((await deliver(server.url, paid)).status).toBe(200);
    expect((await summaryOf(browser)).minutes_available).toBe(1800);
  });

  it('accepts events it has no use for', async () => {
    const answer = await deliver(server.url, stripeEvent('customer.created', { id: stripeId('cus') }));
    expect(answer).toEqual({ status: 200, json: { result: null } });
  });
});

describe('quotas with a subscription', () => {
  it('lifts the trial limits, and transcribes pending work as soon as an invoice brings minutes', async () => {
    const { browser, workspaceId } = await newOwner('usd');
    await createTranscription(browser);
    const refused = await browser.request('POST', '/api/transcriptions', {
      body: { name: 'Second', engine: 'whispy-tiny' },
    });
    expect(refused.status).toBe(403);

    const subscriptionId = await subscribeWorkspace(workspaceId);
    expect((await browser.get('/api/transcriptions/limits')).json.result).toMatchObject({
      trial: null,
      minutes_available: 0,
    });
    const id = await transcribeFile(browser, speechClip(SPEECH_TEXT));
    await waitForStatus(browser, id, ['pending']);

    const invoice = invoiceObject({ id: stripeId('in'), subscriptionId, workspaceId });
    expect((await deliver(server.url, stripeEvent('invoice.paid', invoice))).status).toBe(200);
    const done = await waitForStatus(browser, id, ['completed', 'failed']);
    // Transcribed whole: a subscription has no trial cut.
    expect(done).toMatchObject({ status: 'completed', truncated: false });
    expect(wordsOf(done)).toMatch(/sleep/);
  });
});

describe('with billing off', () => {
  let off: TestServer;
  beforeAll(async () => {
    off = await startTestServer();
  });
  afterAll(() => off.close());

  it('still shows the plans, says billing is off, and refuses to sell', async () => {
    const browser = await memberBrowser(off.url);
    expect((await browser.get('/api/subscription/prices/standard')).status).toBe(200);
    expect((await summaryOf(browser)).billing_enabled).toBe(false);
    const refused = await browser.request('POST', '/api/subscription/checkout', {
      body: { interval: 'month', name: 'standard' },
      headers: { 'accept-language': 'es' },
    });
    expect(refused.status).toBe(503);
    expect(refused.json.message).toBe('La facturación no está disponible en este servidor.');
    const manage = await browser.get('/api/subscription/edit');
    expect(manage.status).toBe(303);
    expect(manage.headers.get('location')).toBe('/settings');
    expect((await deliver(off.url, stripeEvent('customer.created', {}))).status).toBe(503);
  });
});
