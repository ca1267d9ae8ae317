import { z } from 'zod';

/** `POST tos`: the Turnstile token is required only when the bot challenge is configured. */
export const ZAcceptTerms = z.object({ token: z.string().max(4096).optional().default('') });
export type TAcceptTerms = z.infer<typeof ZAcceptTerms>;
