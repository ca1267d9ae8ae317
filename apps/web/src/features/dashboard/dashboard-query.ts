import { useQuery } from '@tanstack/react-query';
import { getDashboard, type TDashboard } from '@whispy/contracts';
import { api } from '../../api';
import { pollWhileUnfinished } from '../transcriptions';

export const dashboardKey = ['dashboard'] as const;

/** `GET dashboard`: usage, counts and the newest transcriptions, in one call. */
export function fetchDashboard(signal?: AbortSignal): Promise<TDashboard> {
  return api(getDashboard, { signal });
}

export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => fetchDashboard(signal),
    refetchInterval: (query) => pollWhileUnfinished(query.state.data?.recent_transcriptions ?? []),
  });
}
