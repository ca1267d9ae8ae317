import { z } from 'zod';
import { noContent, route, ZIdParams } from './route.js';

export const ZCreateAccessToken = z.object({
  name: z.string().trim().min(1).max(100),
  /** The one workspace the token acts in; the session's current one when left out (ADR 021). */
  workspace_id: z.string().min(1).max(64).optional(),
});
export type TCreateAccessToken = z.infer<typeof ZCreateAccessToken>;

export const ZAccessToken = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
  workspace: z.object({ id: z.string(), name: z.string() }),
});
export type TAccessToken = z.infer<typeof ZAccessToken>;

/** The secret is shown once, at creation; only its hash is stored. */
export const ZCreatedAccessToken = ZAccessToken.extend({ token: z.string() });
export type TCreatedAccessToken = z.infer<typeof ZCreatedAccessToken>;

export const listAccessTokens = route({ method: 'GET', path: '/tokens', answer: z.array(ZAccessToken) });

export const createAccessToken = route({
  method: 'POST',
  path: '/tokens',
  body: ZCreateAccessToken,
  answer: ZCreatedAccessToken,
  status: 201,
});

export const revokeAccessToken = route({
  method: 'DELETE',
  path: '/tokens/:id',
  params: ZIdParams,
  answer: noContent(),
});
