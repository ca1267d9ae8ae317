import { ZErrorEnvelope } from '@whispy/contracts';
import { z } from 'zod';

/** Error answers every guarded route may give, listed once so each route's OpenAPI entry shows them. */
export const guardedErrors = {
  401: ZErrorEnvelope.describe('Not signed in, or the bearer token is unknown or revoked'),
  403: ZErrorEnvelope.describe('The current terms are not accepted; redirect is /settings/terms'),
  419: ZErrorEnvelope.describe('A cookie-authenticated unsafe request without a matching X-XSRF-TOKEN'),
};

/** A route's refusal when its rate limit is reached (`refusals: { 429: tooManyRequests }`). */
export const tooManyRequests =
  'Too many requests from this client; retry-after says in how many seconds to try again';

export const validationError = { 422: ZErrorEnvelope.describe('Invalid input; errors are keyed by field') };

/** An answer without a body (204, 303): the OpenAPI document then lists no content for it. */
export const noContent = (description: string) => z.undefined().describe(description);

const ZFileBytes = z.unknown().meta({ type: 'string', format: 'binary' });
/** A JSON file is JSON text: any JSON value, as far as this answer's schema says. */
const ZJsonFile = z.unknown();

/**
 * A file answer in one of `mediaTypes` (`audio/*` stands for every audio type, parameters such as charset
 * are left out), so the OpenAPI document says which types to expect instead of a JSON envelope.
 */
export const fileContent = (description: string, mediaTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(
    mediaTypes.map((type) => [type, { schema: type === 'application/json' ? ZJsonFile : ZFileBytes }]),
  ),
});
