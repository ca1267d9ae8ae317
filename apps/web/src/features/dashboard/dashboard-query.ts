import { useQuery } from '@tanstack/react-query';
import { type TDashboard, ZDashboard } from '@whispy/contracts';
import { http } from '../../api';
import { pollWhileUnfinished } from '../transcriptions';

export const dashboardKey = ['dashboard'] as const;

/** `GET dashboard`: usage, counts and the newest transcriptions, in one call. */
export function fetchDashboard(signal?: AbortSignal): Promise<TDashboard> {
  return http.get('dashboard', { schema: ZDashboard, signal });
}

export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => fetchDashboard(signal),
    refetchInterval: (query) => pollWhileUnfinished(query.state.data?.recent_transcriptions ?? []),
  });
}
