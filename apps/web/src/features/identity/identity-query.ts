import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TIdentity, ZIdentity } from '@whispy/contracts';
import { http } from '../../api';

export const identityQueryKey = ['identity'] as const;

/** `GET auth/identity`: the identity when signed in, null when signed out (not a failure). */
export function fetchIdentity(): Promise<TIdentity | null> {
  return http.get('auth/identity', { schema: ZIdentity.nullable() });
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
