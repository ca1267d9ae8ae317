import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TAccessToken, ZAccessToken } from '@whispy/contracts';
import { z } from 'zod';
import { http } from '../../api';

export const accessTokensQueryKey = ['tokens'] as const;

/** `GET tokens`: the user's personal access tokens, without their secrets. */
export function fetchAccessTokens(): Promise<TAccessToken[]> {
  return http.get('tokens', { schema: z.array(ZAccessToken) });
}

export const accessTokensQuery = queryOptions({ queryKey: accessTokensQueryKey, queryFn: fetchAccessTokens });

export function useAccessTokens() {
  return useQuery(accessTokensQuery);
}
