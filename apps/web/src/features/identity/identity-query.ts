import { queryOptions, useQuery } from '@tanstack/react-query';
import { getIdentity, type TIdentity } from '@whispy/contracts';
import { api } from '../../api';

export const identityQueryKey = ['identity'] as const;

/** `GET auth/identity`: the identity when signed in, null when signed out (not a failure). */
export function fetchIdentity(): Promise<TIdentity | null> {
  return api(getIdentity);
}

export const identityQuery = queryOptions({
  queryKey: identityQueryKey,
  queryFn: fetchIdentity,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useIdentity() {
  return useQuery(identityQuery);
}

/** An identity working in a workspace: every page behind the workspace requirement has one (spec §2). */
export type TWorkingIdentity = TIdentity & { workspace: NonNullable<TIdentity['workspace']> };

export const hasWorkspace = (identity: TIdentity | null | undefined): identity is TWorkingIdentity =>
  identity?.workspace != null;

/** Owners and admins manage members, invitations, billing and the workspace's settings (ADR 021). */
export const canManageWorkspace = (identity: TIdentity | null | undefined) =>
  identity?.workspace?.role === 'owner' || identity?.workspace?.role === 'admin';
