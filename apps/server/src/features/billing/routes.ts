import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { callerIdsOf, memberOf } from '../../http/access.js';
import { HttpError, notFound } from '../../http/http-error.js';
import { serve } from '../../http/serve.js';
import { type Billing, manageUrl, startCheckout } from './checkout.js';
import { planPrices } from './plan.js';
import { createStripeClient } from './stripe-client.js';
import { subscriptionSummary } from './summary.js';
import { type BillingDeps, handleStripeEvent } from './webhook.js';

const tags = ['billing'];
const billingOff = 'Billing is off on this server (Stripe is not configured)';

/**
 * Subscriptions with Stripe: plans and prices (shown with billing off too), Checkout, the Billing Portal,
 * and the webhook that mirrors what Stripe did.
 */
export function billingRoutes(deps: BillingDeps): FastifyPluginAsync {
  const { config } = deps;
  const { plan, stripe: settings } = config.billing;
  const billing: Billing | null = settings && {
    stripe: createStripeClient(settings),
    settings,
    plan,
    publicUrl: config.publicUrl,
  };
  const requireBilling = () => {
    if (!billing) throw new HttpError(503, 'billing.unavailable');
    return billing;
  };

  return async (app) => {
    serve(app, contract.getPlanPrices, {
      tags,
      summary: "The plan's prices in every currency, monthly and annual",
      refusals: { 404: 'No plan of that name on this server' },
      handler: async (request) => {
        if (request.params.product !== plan.name) throw notFound('billing.plan_not_found');
        return { result: planPrices(plan) };
      },
    });

    serve(app, contract.getSubscription, {
      tags,
      summary: "The workspace's subscription, whether billing is on, and the minutes left",
      handler: async (request) => ({
        result: await subscriptionSummary(app.db, config, callerIdsOf(request).workspaceId),
      }),
    });

    serve(app, contract.startCheckout, {
      tags,
      summary: 'Start Stripe Checkout for the plan; redirect is the Checkout page (a full-page navigation)',
      refusals: {
        409: 'The workspace already has a subscription: manage it instead',
        503: billingOff,
      },
      handler: async (request) => {
        const url = await startCheckout(requireBilling(), memberOf(request), request.body, request.language);
        return { result: { url }, redirect: url };
      },
    });

    serve(app, contract.manageSubscription, {
      tags,
      summary:
        'Open as a page: 303 to the Stripe Billing Portal; to /onboarding/subscription/create before any ' +
        'checkout; to /settings (which says billing is off) when billing is off',
      answered: 'See Other: the page to open',
      handler: async (request) =>
        billing ? await manageUrl(billing, memberOf(request), request.language) : '/settings',
    });

    await app.register(async (webhook) => {
      // Stripe signs the exact bytes it sent, so this route's body reaches the check unparsed.
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      serve(webhook, contract.stripeWebhook, {
        // Stripe retries what is refused: the per-user API limit would only delay its events.
        config: { access: 'webhook', rateLimit: false },
        tags,
        summary: "Stripe's webhook: events signed with STRIPE_WEBHOOK_SECRET, each applied once",
        refusals: {
          400: 'The Stripe-Signature header is missing or does not match',
          503: 'Billing is off, or the event is early: Stripe sends it again',
        },
        handler: async (request) => {
          const { stripe, settings } = requireBilling();
          let event: Stripe.Event;
          try {
            event = stripe.webhooks.constructEvent(
              request.body as Buffer,
              request.headers['stripe-signature'] ?? '',
              settings.webhookSecret,
            );
          } catch (error) {
            if (error instanceof Stripe.errors.StripeSignatureVerificationError)
              throw new HttpError(400, 'billing.webhook_signature_invalid');
            throw error;
          }
          await handleStripeEvent(deps, plan, event, request.log);
          return { result: null };
        },
      });
    });
  };
}
