import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePublicConfig } from '../../features/config';
import { useIdentity } from '../../features/identity';
import { LoadingOverlay } from '../../ui/loading-overlay';
import { decideAccess } from './access-gate';
import { RedirectWithNotice } from './redirect-with-notice';

/** Guard of authenticated pages: applies the access gate; shows a loader until the identity is known. */
export function RequireAccess({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const identity = useIdentity();
  const config = usePublicConfig();
  if (identity.isPending) return <LoadingOverlay active />;

  const decision = decideAccess({
    identity: identity.data ?? null,
    pathname,
    onboardingPaths: config.data?.onboarding_paths ?? [],
  });
  if (decision.action === 'redirect') return <RedirectWithNotice to={decision.to} notice={decision.notice} />;
  return children;
}
