import { ZCurrency } from '@whispy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { Refusal } from '../../domain/refusal.js';
import { setCurrencyOnce } from '../identity/index.js';
import type { Transcriptions } from '../transcriptions/index.js';

/** What billing uses: the database, the configuration, live notices, and a way to let waiting work on. */
export type BillingDeps = Pick<Transcriptions, 'db' | 'config' | 'notify'> & {
  /** Moves the workspace's pending work on when it has minutes again. */
  admitPending(workspaceId: string): Promise<void>;
};

import { minutesPerInvoice, type Plan } from './plan.js';
import {
  findSubscription,
  findWorkspaceIdByCustomer,
  grantInvoiceMinutes,
  mirrorSubscription,
  recordStripeEvent,
  setPaymentFailedAt,
  setStripeCustomer,
  workspaceExists,
  workspaceHasSubscription,
} from './repo.js';
import { workspaceOf, ZCompletedCheckout, ZStripeInvoice, ZStripeSubscription } from './stripe-objects.js';

interface EventContext {
  db: Db;
  plan: Plan;
  log: FastifyBaseLogger;
  /** When Stripe created the event: the order of events, whatever the order of their delivery. */
  created: Date;
}

/** The workspace an event is about: the one we named in its metadata, else the customer's. */
async function resolveWorkspace(db: Db, named: string | null, customerId: string | null) {
  if (named && (await workspaceExists(db, named))) return named;
  return customerId ? findWorkspaceIdByCustomer(db, customerId) : null;
}

async function completeCheckout(context: EventContext, session: z.infer<typeof ZCompletedCheckout>) {
  const workspaceId = session.client_reference_id ?? workspaceOf(session.metadata);
  if (!workspaceId || !(await workspaceExists(context.db, workspaceId))) return null;
  if (session.customer) await setStripeCustomer(context.db, workspaceId, session.customer);
  // Checkout charges in the workspace's currency, which is normally set already; if not, it is now.
  const currency = ZCurrency.safeParse(session.currency);
  if (currency.success) await setCurrencyOnce(context.db, workspaceId, currency.data);
  return workspaceId;
}

async function applySubscription(context: EventContext, subscription: z.infer<typeof ZStripeSubscription>) {
  const workspaceId = await resolveWorkspace(
    context.db,
    workspaceOf(subscription.metadata),
    subscription.customer,
  );
  if (!workspaceId) return null;
  const [item] = subscription.items.data;
  const periodEnd = item!.current_period_end ?? subscription.current_period_end;
  const written = await mirrorSubscription(context.db, {
    id: subscription.id,
    workspaceId,
    status: subscription.status,
    interval: item!.price.recurring.interval,
    currency: subscription.currency,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    eventCreatedAt: context.created,
  });
  return written ? workspaceId : null;
}

/**
 * The subscription an invoice bills, as mirrored here. An invoice of one of our subscriptions that has
 * not been mirrored yet (its `customer.subscription.created` is still on its way) is refused with a 503,
 * so that Stripe delivers it again later; an invoice of anything else is not ours to handle.
 */
async function invoicedSubscription(context: EventContext, invoice: z.infer<typeof ZStripeInvoice>) {
  if (!invoice.subscriptionId) return null;
  const subscription = await findSubscription(context.db, invoice.subscriptionId);
  if (!subscription && invoice.workspaceId) throw new Refusal('unavailable', 'billing.event_too_early');
  return subscription;
}

async function payInvoice(context: EventContext, invoice: z.infer<typeof ZStripeInvoice>) {
  const subscription = await invoicedSubscription(context, invoice);
  if (!subscription) return null;
  await grantInvoiceMinutes(context.db, {
    workspaceId: subscription.workspaceId,
    seconds: minutesPerInvoice(context.plan, subscription.interval) * 60,
    stripeInvoiceId: invoice.id,
  });
  await setPaymentFailedAt(context.db, subscription.id, null);
  return subscription.workspaceId;
}

async function failInvoice(context: EventContext, invoice: z.infer<typeof ZStripeInvoice>) {
  const subscription = await invoicedSubscription(context, invoice);
  if (!subscription) return null;
  await setPaymentFailedAt(context.db, subscription.id, context.created);
  return subscription.workspaceId;
}

/** Reads the event's object with `schema`; one that does not fit (say, another currency) is skipped. */
function objectOf<Schema extends z.ZodType>(context: EventContext, event: Stripe.Event, schema: Schema) {
  const parsed = schema.safeParse(event.data.object);
  if (parsed.success) return parsed.data as z.infer<Schema>;
  context.log.warn(
    { event: event.id, type: event.type, issues: parsed.error.issues },
    'Stripe event skipped',
  );
  return null;
}

/** Applies one event; answers the workspace it changed, or null when it changed nothing. */
async function applyEvent(context: EventContext, event: Stripe.Event): Promise<string | null> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = objectOf(context, event, ZCompletedCheckout);
      return session && completeCheckout(context, session);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = objectOf(context, event, ZStripeSubscription);
      return subscription && applySubscription(context, subscription);
    }
    case 'invoice.paid': {
      const invoice = objectOf(context, event, ZStripeInvoice);
      return invoice && payInvoice(context, invoice);
    }
    case 'invoice.payment_failed': {
      const invoice = objectOf(context, event, ZStripeInvoice);
      return invoice && failInvoice(context, invoice);
    }
    default:
      return null;
  }
}

/**
 * Handles a verified Stripe event exactly once: its id is recorded in the same transaction as its effects,
 * so a replayed delivery changes nothing. Afterwards the workspace's browsers hear of the change, and
 * pending work moves on at once if the event brought minutes or lifted the trial.
 */
export async function handleStripeEvent(
  { db, notify, admitPending }: BillingDeps,
  plan: Plan,
  event: Stripe.Event,
  log: FastifyBaseLogger,
) {
  const workspaceId = await db.transaction(async (tx) => {
    if (!(await recordStripeEvent(tx, event.id, event.type))) return null;
    return applyEvent({ db: tx, plan, log, created: new Date(event.created * 1000) }, event);
  });
  if (!workspaceId) return;
  // The event is applied and recorded: a failure from here on must not make Stripe send it again, and
  // the sweep admits pending work in any case.
  try {
    await notify(workspaceId, {
      notification: 'subscription.updated',
      has_subscription: await workspaceHasSubscription(db, workspaceId),
    });
    await admitPending(workspaceId);
  } catch (error) {
    log.error({ err: error, event: event.id }, 'after a Stripe event');
  }
}
