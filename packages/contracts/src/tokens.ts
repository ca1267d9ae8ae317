import { z } from 'zod';
import { noContent, route, ZIdParams } from './route.js';

export const ZCreateAccessToken = z.object({ name: z.string().trim().min(1).max(100) });
export type TCreateAccessToken = z.infer<typeof ZCreateAccessToken>;

export const ZAccessToken = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
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
