import Stripe from 'stripe';
import type { Config } from '../../config.js';

export type StripeSettings = NonNullable<Config['billing']['stripe']>;

/** The Stripe SDK on Stripe's API, or on STRIPE_API_URL (stripe-mock) when set. */
export function createStripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const protocol = api?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    ...(api && { host: api.hostname, port: api.port || (protocol === 'http' ? 80 : 443), protocol }),
    // Retried POSTs carry the SDK's idempotency key, so a retry never opens a second session.
    maxNetworkRetries: 2,
    // Well inside the web app's 60-second API timeout, so a slow Stripe ends in our error, not the browser's.
    timeout: 20_000,
    appInfo: { name: 'Whispy' },
  });
}
