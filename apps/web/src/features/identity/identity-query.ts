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
