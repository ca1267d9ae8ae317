import { z } from 'zod';
import { ZTranscriptionSegments } from './partial-transcripts.js';
import { bareAnswer, route } from './route.js';
import { ZTranscriptionStatus } from './transcriptions.js';

/** Spec §7: the one event name on a workspace channel; the payload's `notification` says what happened. */
export const LIVE_EVENT = 'SPANotificationEvent';

/** `private-workspace.{ulid}`: the only channels a browser may subscribe to, one per workspace. */
export const workspaceChannel = (workspaceUlid: string) => `private-workspace.${workspaceUlid}`;

export const ZTranscriptionUpdated = z.object({
  notification: z.literal('transcription.updated'),
  id: z.string(),
  /** What a ready notice names, wherever in the app the user is. */
  name: z.string(),
  /** The member who uploaded it: the one told when it is ready. */
  owner: z.string(),
  status: ZTranscriptionStatus,
  progress: z.number().min(0).max(1),
  /** Seconds the transcription is expected to take still, from the speed measured so far; null: unknown. */
  remaining_seconds: z.number().min(0).nullable(),
});
export type TTranscriptionUpdated = z.infer<typeof ZTranscriptionUpdated>;

/** The workspace's subscription changed (a Stripe webhook arrived): identity and settings refetch. */
export const ZSubscriptionUpdated = z.object({
  notification: z.literal('subscription.updated'),
  has_subscription: z.boolean(),
});
export type TSubscriptionUpdated = z.infer<typeof ZSubscriptionUpdated>;

/** A user linked or unlinked their Telegram chat. */
export const ZTelegramUpdated = z.object({
  notification: z.literal('telegram.updated'),
  user: z.string(),
  connected: z.boolean(),
});
export type TTelegramUpdated = z.infer<typeof ZTelegramUpdated>;

/**
 * A webhook endpoint was switched off after failing in a row: its managers are told (ADR 031). By id only:
 * every member hears the workspace's channel, and the URL is for owners and admins.
 */
export const ZWebhookDisabled = z.object({
  notification: z.literal('webhook.disabled'),
  id: z.string(),
});
export type TWebhookDisabled = z.infer<typeof ZWebhookDisabled>;

/** Every live notification; the client re-emits each under its `notification` name. */
export const ZLiveNotification = z.discriminatedUnion('notification', [
  ZTranscriptionUpdated,
  ZTranscriptionSegments,
  ZSubscriptionUpdated,
  ZTelegramUpdated,
  ZWebhookDisabled,
]);
export type TLiveNotification = z.infer<typeof ZLiveNotification>;

/** `POST broadcasting/auth` (form or JSON): what pusher-js sends to authorise a private channel. */
export const ZChannelAuthRequest = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/),
  channel_name: z.string().min(1).max(200),
});

/** The answer pusher-js expects, without the envelope: `{auth: "key:hmac"}`. */
export const ZChannelAuth = z.object({
  auth: z.string(),
  /** Built-in server only: whose connection it is, covered by the signature, sent back on subscribing. */
  channel_data: z.string().optional(),
});

/** pusher-js posts a form (or JSON) and reads its own shape back, so this answer has no envelope. */
export const authorizeChannel = route({
  method: 'POST',
  path: '/broadcasting/auth',
  body: ZChannelAuthRequest,
  answer: bareAnswer(ZChannelAuth),
});
