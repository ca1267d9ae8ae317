import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TPublicConfig, ZPublicConfig } from '@whispy/contracts';
import { http } from '../../api';

/** `GET config`: public settings (help site, terms, Turnstile key, onboarding paths). */
export function fetchPublicConfig(): Promise<TPublicConfig> {
  return http.get('config', { schema: ZPublicConfig });
}

export const publicConfigQuery = queryOptions({
  queryKey: ['config'] as const,
  queryFn: fetchPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
