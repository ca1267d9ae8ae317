import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useIdentity } from '../../features/identity';
import { LoadingOverlay } from '../../ui/loading-overlay';
import { HOME_ROUTE } from './access-gate';

/** Guard of guest-only pages (login): a signed-in user goes to the home route. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const identity = useIdentity();
  if (identity.isPending) return <LoadingOverlay active />;
  if (identity.data) return <Navigate to={HOME_ROUTE} replace />;
  return children;
}
