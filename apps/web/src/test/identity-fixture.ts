import type { TCurrency, TWorkspaceRole } from '@whispy/contracts';
import type { TWorkingIdentity } from '../features/identity';

type Overrides = {
  terms_accepted?: boolean;
  has_subscription?: boolean;
  is_demo?: boolean;
  avatar?: string | null;
  currency?: TCurrency | null;
  role?: TWorkspaceRole;
};

/** A signed-in identity for tests; each test states only what matters to it. */
export function makeIdentity(overrides: Overrides = {}): TWorkingIdentity {
  return {
    user: {
      id: 'u1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      avatar: overrides.avatar ?? null,
      terms_accepted: overrides.terms_accepted ?? true,
      telegram: { connected: false, username: null },
    },
    workspace: {
      ulid: '01JABCDEFGHJKMNPQRSTVWXYZ0',
      id: 'w1',
      name: 'Ada’s workspace',
      currency: overrides.currency ?? null,
      has_subscription: overrides.has_subscription ?? false,
      user: 'u1',
      role: overrides.role ?? 'owner',
    },
    properties: { is_demo: overrides.is_demo ?? false },
  };
}
