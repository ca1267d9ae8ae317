import {
  ZCheckout,
  ZCheckoutStarted,
  ZEnvelope,
  ZErrorEnvelope,
  ZPlanPrices,
  ZSubscriptionSummary,
} from '@whispy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { callerIdsOf, callerOf } from '../../http/access.js';
import { HttpError, notFound } from '../../http/http-error.js';
import { guardedErrors, noContent, nullEnvelope, validationError } from '../../http/responses.js';
import type { Transcriptions } from '../transcriptions/index.js';
import { type Billing, manageUrl, startCheckout } from './checkout.js';
import { planPrices } from './plan.js';
import { createStripeClient } from './stripe-client.js';
import { subscriptionSummary } from './summary.js';
import { handleStripeEvent } from './webhook.js';

const tags = ['billing'];
const billingOff = ZErrorEnvelope.describe('Billing is off on this server (Stripe is not configured)');

/**
 * Subscriptions with Stripe: plans and prices (shown with billing off too), Checkout, the Billing Portal,
 * and the webhook that mirrors what Stripe did.
 */
export function billingRoutes(transcriptions: Transcriptions): FastifyPluginAsyncZod {
  const { config } = transcriptions;
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
    app.get(
      '/subscription/prices/:product',
      {
        schema: {
          tags,
          summary: "The plan's prices in every currency, monthly and annual",
          params: z.object({ product: z.string().max(64) }),
          response: { 200: ZEnvelope(ZPlanPrices), 404: ZErrorEnvelope, ...guardedErrors },
        },
      },
      async (request) => {
        if (request.params.product !== plan.name) throw notFound('billing.plan_not_found');
        return { result: planPrices(plan) };
      },
    );

    app.get(
      '/subscription',
      {
        schema: {
          tags,
          summary: "The workspace's subscription, whether billing is on, and the minutes left",
          response: { 200: ZEnvelope(ZSubscriptionSummary), ...guardedErrors },
        },
      },
      async (request) => ({
        result: await subscriptionSummary(app.db, config, callerIdsOf(request).workspaceId),
      }),
    );

    app.post(
      '/subscription/checkout',
      {
        schema: {
          tags,
          summary:
            'Start Stripe Checkout for the plan; redirect is the Checkout page (a full-page navigation)',
          body: ZCheckout,
          response: {
            200: ZEnvelope(ZCheckoutStarted),
            409: ZErrorEnvelope.describe('The workspace already has a subscription: manage it instead'),
            503: billingOff,
            ...guardedErrors,
            ...validationError,
          },
        },
      },
      async (request) => {
        const url = await startCheckout(requireBilling(), callerOf(request), request.body, request.language);
        return { result: { url }, redirect: url };
      },
    );

    app.get(
      '/subscription/edit',
      {
        schema: {
          tags,
          summary:
            'Open as a page: 303 to the Stripe Billing Portal; to /onboarding/subscription/create before any ' +
            'checkout; to /settings (which says billing is off) when billing is off',
          response: { 303: noContent('See Other: the page to open'), ...guardedErrors },
        },
      },
      async (request, reply) => {
        const target = billing ? await manageUrl(billing, callerOf(request), request.language) : '/settings';
        return reply.redirect(target, 303);
      },
    );

    await app.register(async (webhook) => {
      // Stripe signs the exact bytes it sent, so this route's body reaches the check unparsed.
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post(
        '/subscription/webhook',
        {
          // Stripe retries what is refused: the per-user API limit would only delay its events.
          config: { access: 'webhook', rateLimit: false },
          schema: {
            tags,
            summary: "Stripe's webhook: events signed with STRIPE_WEBHOOK_SECRET, each applied once",
            response: {
              200: nullEnvelope,
              400: ZErrorEnvelope.describe('The Stripe-Signature header is missing or does not match'),
              503: ZErrorEnvelope.describe('Billing is off, or the event is early: Stripe sends it again'),
            },
          },
        },
        async (request) => {
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
          await handleStripeEvent(transcriptions, plan, event, request.log);
          return { result: null };
        },
      );
    });
  };
}
