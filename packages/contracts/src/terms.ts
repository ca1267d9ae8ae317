import { z } from 'zod';
import { ZIdentity } from './identity.js';
import { route } from './route.js';

/** `POST tos`: the Turnstile token is required only when the bot challenge is configured. */
export const ZAcceptTerms = z.object({ token: z.string().max(4096).optional().default('') });
export type TAcceptTerms = z.infer<typeof ZAcceptTerms>;

/** Accepting answers the refreshed identity. */
export const acceptTerms = route({ method: 'POST', path: '/tos', body: ZAcceptTerms, answer: ZIdentity });
