import { z } from 'zod';
import { noContent, route, ZIdParams } from './route.js';

/** What an endpoint can be told about (ADR 031); `webhook.test` is sent by the "send test" button only. */
export const ZWebhookEvent = z.enum(['transcription.completed', 'transcription.failed']);
export type TWebhookEvent = z.infer<typeof ZWebhookEvent>;

export const WEBHOOK_LIMITS = {
  /** Endpoints one workspace may hold. */
  endpoints: 10,
  urlLength: 2000,
  /** Failed deliveries in a row (each after all its retries) that switch an endpoint off. */
  failuresBeforeDisabling: 5,
  /** Deliveries kept in an endpoint's log. */
  logLength: 50,
  /** Characters of a receiver's answer kept in the log. */
  excerptLength: 500,
} as const;

export const ZCreateWebhook = z
  .object({
    // Normalized as the URL parser writes it: `HTTP://` is `http://`, which only an operator may allow.
    url: z.url({ protocol: /^https?$/, normalize: true }).max(WEBHOOK_LIMITS.urlLength),
    events: z.array(ZWebhookEvent).min(1).max(ZWebhookEvent.options.length),
  })
  .strict();
export type TCreateWebhook = z.infer<typeof ZCreateWebhook>;

export const ZUpdateWebhook = z
  .object({
    url: ZCreateWebhook.shape.url.optional(),
    events: ZCreateWebhook.shape.events.optional(),
    /** Turning an endpoint back on clears its count of failures. */
    enabled: z.boolean().optional(),
  })
  .strict();
export type TUpdateWebhook = z.infer<typeof ZUpdateWebhook>;

export const ZWebhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(ZWebhookEvent),
  enabled: z.boolean(),
  /** Why it is off: a manager switched it off, or it failed too often in a row. */
  disabled_reason: z.enum(['manual', 'failures']).nullable(),
  consecutive_failures: z.number().int(),
  created_at: z.iso.datetime(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

/** The signing secret (Standard Webhooks `whsec_…`) is in this answer only, and when rotated. */
export const ZWebhookWithSecret = ZWebhook.extend({ secret: z.string() });
export type TWebhookWithSecret = z.infer<typeof ZWebhookWithSecret>;

/**
 * Why no answer came, in the server's words (each language says it): the endpoint was off, the outbound
 * guard refused its address or scheme or a redirect too many, its name did not resolve, no connection,
 * or no answer in time.
 */
export const WEBHOOK_FAILURES = [
  'endpoint_off',
  'refused_address',
  'refused_scheme',
  'too_many_redirects',
  'unknown_host',
  'no_connection',
  'timeout',
] as const;
export const ZWebhookFailure = z.enum(WEBHOOK_FAILURES);
export type TWebhookFailure = z.infer<typeof ZWebhookFailure>;

export const ZWebhookDelivery = z.object({
  /** The `webhook-id` the receiver saw, the same on every retry. */
  id: z.string(),
  event: z.union([ZWebhookEvent, z.literal('webhook.test')]),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  created_at: z.iso.datetime(),
  last_attempt_at: z.iso.datetime().nullable(),
  /** The receiver's last HTTP status, null when no answer came (refused, timed out, unreachable). */
  response_status: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  /** The start of the receiver's last answer as text; null when no answer came. */
  response_excerpt: z.string().nullable(),
  /** Why the last try got no answer; null when one came. Kept apart from the answer, which a receiver writes. */
  failure: ZWebhookFailure.nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookParams = ZIdParams.extend({ webhookId: z.string().min(1).max(64) });

export const listWebhooks = route({
  method: 'GET',
  path: '/workspace/:id/webhooks',
  params: ZIdParams,
  answer: z.array(ZWebhook),
});

export const createWebhook = route({
  method: 'POST',
  path: '/workspace/:id/webhooks',
  params: ZIdParams,
  body: ZCreateWebhook,
  answer: ZWebhookWithSecret,
  status: 201,
});

export const updateWebhook = route({
  method: 'PATCH',
  path: '/workspace/:id/webhooks/:webhookId',
  params: ZWebhookParams,
  body: ZUpdateWebhook,
  answer: ZWebhook,
});

export const deleteWebhook = route({
  method: 'DELETE',
  path: '/workspace/:id/webhooks/:webhookId',
  params: ZWebhookParams,
  answer: noContent(),
});

export const rotateWebhookSecret = route({
  method: 'POST',
  path: '/workspace/:id/webhooks/:webhookId/secret',
  params: ZWebhookParams,
  answer: ZWebhookWithSecret,
});

/** Queues a `webhook.test` delivery; its outcome shows in the log. */
export const testWebhook = route({
  method: 'POST',
  path: '/workspace/:id/webhooks/:webhookId/test',
  params: ZWebhookParams,
  answer: ZWebhookDelivery,
  status: 201,
});

export const listWebhookDeliveries = route({
  method: 'GET',
  path: '/workspace/:id/webhooks/:webhookId/deliveries',
  params: ZWebhookParams,
  answer: z.array(ZWebhookDelivery),
});
