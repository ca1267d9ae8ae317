import { createHmac, randomBytes } from 'node:crypto';
import { ulid } from 'ulid';

const SECRET_PREFIX = 'whsec_';

/** A signing secret in the Standard Webhooks format: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** A message id in the Standard Webhooks style; the receiver uses it to drop a retry it already has. */
export const newMessageId = () => `msg_${ulid()}`;

/**
 * The Standard Webhooks headers for one attempt: the HMAC-SHA256 of `id.timestamp.body` with the
 * secret's decoded bytes, base64, versioned `v1,`. The timestamp is the attempt's, so a receiver's
 * replay window holds for retries too.
 */
export function signedHeaders(secret: string, id: string, body: string, now: Date): Record<string, string> {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}
