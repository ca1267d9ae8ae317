import type { TCheckout } from '@whispy/contracts';
import type Stripe from 'stripe';
import { invalidInput, Refusal } from '../../domain/refusal.js';
import { requireManager } from '../../domain/workspace-roles.js';
import type { Language } from '../../i18n/index.js';
import type { WorkingMember } from '../identity/index.js';
import { checkoutLineItem, type Plan } from './plan.js';
import type { StripeSettings } from './stripe-client.js';

export interface Billing {
  stripe: Stripe;
  settings: StripeSettings;
  plan: Plan;
  publicUrl: string;
}

/**
 * `POST subscription/checkout`: a Stripe Checkout session for the plan in the workspace's currency;
 * answers the page to send the browser to. The caller's workspace is the one they own (workspaces are
 * personal), so only owners ever subscribe. Stripe makes the customer at the first checkout and the
 * webhook keeps it; later checkouts reuse it.
 */
export async function startCheckout(
  billing: Billing,
  caller: WorkingMember,
  input: TCheckout,
  language: Language,
) {
  const { workspace, user } = caller;
  requireManager(caller.role);
  if (input.name !== billing.plan.name) throw invalidInput({ name: [{ id: 'billing.plan_not_found' }] });
  if (!workspace.currency) throw invalidInput({ currency: [{ id: 'billing.currency_required' }] });
  if (caller.hasSubscription) throw new Refusal('conflict', 'billing.already_subscribed');
  const metadata = { workspace_id: workspace.id };
  const session = await billing.stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [
      checkoutLineItem(billing.plan, billing.settings.productId, workspace.currency, input.interval),
    ],
    client_reference_id: workspace.id,
    metadata,
    subscription_data: { metadata },
    ...(workspace.stripeCustomerId
      ? { customer: workspace.stripeCustomerId }
      : { customer_email: user.email }),
    locale: language,
    success_url: `${billing.publicUrl}/onboarding/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${billing.publicUrl}/onboarding/subscription/create`,
  });
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
  return session.url;
}

/**
 * `GET subscription/edit`: where the manage button leads. The Stripe Billing Portal of the workspace's
 * customer, or, before any checkout made one, the plan choice.
 */
export async function manageUrl(billing: Billing, caller: WorkingMember, language: Language) {
  requireManager(caller.role);
  const customer = caller.workspace.stripeCustomerId;
  if (!customer) return '/onboarding/subscription/create';
  const session = await billing.stripe.billingPortal.sessions.create({
    customer,
    return_url: `${billing.publicUrl}/settings`,
    locale: language,
  });
  return session.url;
}
