import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePublicConfig } from '../../features/config';
import { useIdentity } from '../../features/identity';
import { LoadingOverlay } from '../../ui/loading-overlay';
import { decideAccess, LOGIN_ROUTE } from './access-gate';
import { RedirectWithNotice } from './redirect-with-notice';
import { rememberReturn, takeReturn } from './return-after-sign-in';

/** Guard of authenticated pages: applies the access gate; shows a loader until the identity is known. */
export function RequireAccess({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const identity = useIdentity();
  const config = usePublicConfig();
  const navigate = useNavigate();
  const signedIn = identity.data != null;
  useEffect(() => {
    // Back from signing in: to the invitation the visitor opened while signed out.
    const back = signedIn ? takeReturn() : null;
    if (back && back !== pathname) void navigate(back, { replace: true });
  }, [signedIn, pathname, navigate]);
  if (identity.isPending) return <LoadingOverlay active />;

  const decision = decideAccess({
    identity: identity.data ?? null,
    pathname,
    onboardingPaths: config.data?.onboarding_paths ?? [],
  });
  if (decision.action === 'redirect') {
    if (decision.to === LOGIN_ROUTE) rememberReturn(pathname);
    return <RedirectWithNotice to={decision.to} notice={decision.notice} />;
  }
  return children;
}
