import { z } from 'zod';

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
  /** Id of the user who owns the workspace. */
  user: z.string(),
});

export const ZIdentity = z.object({
  user: ZIdentityUser,
  workspace: ZIdentityWorkspace,
  properties: z.object({ is_demo: z.boolean() }),
});

export type TIdentity = z.infer<typeof ZIdentity>;
export type TIdentityUser = z.infer<typeof ZIdentityUser>;
export type TIdentityWorkspace = z.infer<typeof ZIdentityWorkspace>;
