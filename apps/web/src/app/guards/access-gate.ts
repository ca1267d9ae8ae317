import type { TIdentity } from '@whispy/contracts';
import { PLAN_PAGE } from '../../features/billing';

export const HOME_ROUTE = '/dashboard';
export const LOGIN_ROUTE = '/auth/login';
export const TERMS_ROUTE = '/settings/terms';
export const SUBSCRIPTION_REQUIRED_NOTICE = 'messages.subscription_required';

/** Spec §2: paths that stay reachable before the terms are accepted. */
export const TERMS_EXEMPT_PATHS: readonly string[] = [TERMS_ROUTE, '/auth/logout', LOGIN_ROUTE];

/** Where a user who belongs to no workspace creates one (spec §2 workspace requirement). */
export const WORKSPACE_ROUTE = '/resource/workspace';

/**
 * Spec §2: paths that stay reachable without a workspace. An invitation link is one too (ADR 021): joining
 * a workspace meets the requirement as well as creating one does.
 */
export const WORKSPACE_EXEMPT_PATHS: readonly string[] = [
  WORKSPACE_ROUTE,
  TERMS_ROUTE,
  '/auth/logout',
  LOGIN_ROUTE,
  '/invitations',
];

export type AccessDecision =
  | { action: 'show' }
  | { action: 'redirect'; to: string; notice?: typeof SUBSCRIPTION_REQUIRED_NOTICE };

export type AccessInput = {
  identity: TIdentity | null;
  pathname: string;
  /** Paths that need a subscription (config `onboarding_paths`); empty by default. */
  onboardingPaths: readonly string[];
};

/** A listed path matches itself and everything below it (`/a` matches `/a` and `/a/b`, not `/ab`). */
export function isPathListed(pathname: string, list: readonly string[]): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return list.some((entry) => {
    const listed = entry.length > 1 ? entry.replace(/\/+$/, '') : entry;
    return path === listed || path.startsWith(`${listed}/`);
  });
}

/** Spec §4 access gate, checked in order; the first rule that applies decides. */
export function decideAccess({ identity, pathname, onboardingPaths }: AccessInput): AccessDecision {
  if (!identity) return { action: 'redirect', to: LOGIN_ROUTE };
  if (!identity.user.terms_accepted && !isPathListed(pathname, TERMS_EXEMPT_PATHS)) {
    return { action: 'redirect', to: TERMS_ROUTE };
  }
  if (!identity.workspace) {
    return isPathListed(pathname, WORKSPACE_EXEMPT_PATHS)
      ? { action: 'show' }
      : { action: 'redirect', to: WORKSPACE_ROUTE };
  }
  if (
    !identity.workspace.has_subscription &&
    !identity.properties.is_demo &&
    isPathListed(pathname, onboardingPaths)
  ) {
    return { action: 'redirect', to: PLAN_PAGE, notice: SUBSCRIPTION_REQUIRED_NOTICE };
  }
  return { action: 'show' };
}
