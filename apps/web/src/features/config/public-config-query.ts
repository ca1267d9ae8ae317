import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicConfig, type TPublicConfig } from '@whispy/contracts';
import { api } from '../../api';

/** `GET config`: public settings (help site, terms, Turnstile key, onboarding paths). */
export function fetchPublicConfig(): Promise<TPublicConfig> {
  return api(getPublicConfig);
}

export const publicConfigQuery = queryOptions({
  queryKey: ['config'] as const,
  queryFn: fetchPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
