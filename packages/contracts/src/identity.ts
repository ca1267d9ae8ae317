import { z } from 'zod';
import { route, ZIdParams } from './route.js';

export const ZCurrency = z.enum(['usd', 'mxn']);
export type TCurrency = z.infer<typeof ZCurrency>;

export const ZTelegramIntegration = z.object({
  connected: z.boolean(),
  username: z.string().nullable(),
});

export const ZIdentityUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.email(),
  avatar: z.string().nullable(),
  terms_accepted: z.boolean(),
  telegram: ZTelegramIntegration,
});

export const ZIdentityWorkspace = z.object({
  /** Public identifier, also the live channel name suffix (`private-workspace.{ulid}`). */
  ulid: z.string(),
  id: z.string(),
  name: z.string(),
  currency: ZCurrency.nullable(),
  has_subscription: z.boolean(),
  /** Id of the workspace's (longest-standing) owner. */
  user: z.string(),
  /** The signed-in user's role in it (ADR 021). */
  role: z.enum(['owner', 'admin', 'member']),
});

export const ZIdentity = z.object({
  user: ZIdentityUser,
  /** The workspace this session works in; null when the user belongs to none (spec: workspace requirement). */
  workspace: ZIdentityWorkspace.nullable(),
  properties: z.object({ is_demo: z.boolean() }),
});

export type TIdentity = z.infer<typeof ZIdentity>;
export type TIdentityUser = z.infer<typeof ZIdentityUser>;
export type TIdentityWorkspace = z.infer<typeof ZIdentityWorkspace>;

/** `PUT workspace/{id}`: the owner renames the workspace and, once, picks its currency. */
export const ZUpdateWorkspace = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  currency: ZCurrency.optional(),
});
export type TUpdateWorkspace = z.infer<typeof ZUpdateWorkspace>;

/** `PUT user/{id}`: the user's own display name (email and avatar come from the Google account). */
export const ZUpdateUser = z.object({
  name: z.string().trim().min(1).max(120),
});
export type TUpdateUser = z.infer<typeof ZUpdateUser>;

/** Each change of the settings page answers the refreshed identity. */
export const updateWorkspace = route({
  method: 'PUT',
  path: '/workspace/:id',
  params: ZIdParams,
  body: ZUpdateWorkspace,
  answer: ZIdentity,
});

export const updateUser = route({
  method: 'PUT',
  path: '/user/:id',
  params: ZIdParams,
  body: ZUpdateUser,
  answer: ZIdentity,
});
