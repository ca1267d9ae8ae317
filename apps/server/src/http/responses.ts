import { ZEnvelope, ZErrorEnvelope } from '@whispy/contracts';
import { z } from 'zod';

/** Error answers every guarded route may give, listed once so each route's OpenAPI entry shows them. */
export const guardedErrors = {
  401: ZErrorEnvelope.describe('Not signed in, or the bearer token is unknown or revoked'),
  403: ZErrorEnvelope.describe('The current terms are not accepted; redirect is /settings/terms'),
  419: ZErrorEnvelope.describe('A cookie-authenticated unsafe request without a matching X-XSRF-TOKEN'),
};

export const tooManyRequests = ZErrorEnvelope.describe(
  'Too many requests from this client; retry-after says in how many seconds to try again',
);

export const validationError = { 422: ZErrorEnvelope.describe('Invalid input; errors are keyed by field') };

export const nullEnvelope = ZEnvelope(z.null());

/** The `:id` of a resource path: ULIDs and Stripe-like ids alike, bounded so no path carries an essay. */
export const ZIdParams = z.object({ id: z.string().min(1).max(64) });
