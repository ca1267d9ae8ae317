import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAccessTokens, type TAccessToken } from '@whispy/contracts';
import { api } from '../../api';

export const accessTokensQueryKey = ['tokens'] as const;

/** `GET tokens`: the user's personal access tokens, without their secrets. */
export function fetchAccessTokens(): Promise<TAccessToken[]> {
  return api(listAccessTokens);
}

export const accessTokensQuery = queryOptions({ queryKey: accessTokensQueryKey, queryFn: fetchAccessTokens });

export function useAccessTokens() {
  return useQuery(accessTokensQuery);
}
