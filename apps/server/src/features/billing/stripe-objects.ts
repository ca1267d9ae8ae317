import { ZBillingInterval, ZCurrency, ZSubscriptionStatus } from '@whispy/contracts';
import { z } from 'zod';

// The parts of Stripe's event objects that billing reads. Events come in the API version of the webhook
// endpoint, not the SDK's, so both shapes of fields that moved are read; anything else is left alone.

/** An expandable reference: the id, or the object that carries it. */
const ZStripeRef = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((ref) => (typeof ref === 'string' ? ref : ref.id));

const ZMetadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((metadata) => metadata ?? {});

/** The workspace id that checkout puts in the metadata of the session and of the subscription. */
export const workspaceOf = (metadata: Record<string, string>) => metadata.workspace_id ?? null;

/** `checkout.session.completed`. */
export const ZCompletedCheckout = z.object({
  client_reference_id: z.string().nullish(),
  metadata: ZMetadata,
  customer: ZStripeRef.nullish(),
  currency: z.string().nullish(),
});

/** `customer.subscription.*`. */
export const ZStripeSubscription = z.object({
  id: z.string(),
  customer: ZStripeRef,
  status: ZSubscriptionStatus,
  currency: ZCurrency,
  cancel_at_period_end: z.boolean(),
  /** Before API version 2025-03-31 the period is the subscription's; since then each item's. */
  current_period_end: z.number().nullish(),
  metadata: ZMetadata,
  items: z.object({
    data: z
      .array(
        z.object({
          current_period_end: z.number().nullish(),
          price: z.object({ recurring: z.object({ interval: ZBillingInterval }) }),
        }),
      )
      .min(1),
  }),
});
export type TStripeSubscription = z.infer<typeof ZStripeSubscription>;

/** `invoice.*`: the subscription it bills, under `parent` since API version 2025-03-31, at the top before. */
export const ZStripeInvoice = z
  .object({
    id: z.string(),
    subscription: ZStripeRef.nullish(),
    subscription_details: z.object({ metadata: ZMetadata }).nullish(),
    parent: z
      .object({
        subscription_details: z.object({ subscription: ZStripeRef, metadata: ZMetadata }).nullish(),
      })
      .nullish(),
  })
  .transform((invoice) => {
    const details = invoice.parent?.subscription_details;
    return {
      id: invoice.id,
      subscriptionId: details?.subscription ?? invoice.subscription ?? null,
      workspaceId: workspaceOf(details?.metadata ?? invoice.subscription_details?.metadata ?? {}),
    };
  });
