import { useQueryClient } from '@tanstack/react-query';
import type { TDashboard, TTranscriptionUpdated } from '@whispy/contracts';
import { useRef } from 'react';
import { refetchNow } from '../../shared/refetch-now';
import { useLiveNotification, useLiveResumed } from '../live';
import { isUnfinished, patchProgress } from '../transcriptions';
import { dashboardKey } from './dashboard-query';

/**
 * Keeps the dashboard in step with `transcription.updated`. Progress of a row on show is patched in place;
 * a finished transcription refetches (time used and minutes left settle then), and so does the first
 * event of one not on show (a new upload changes the counts), once rather than on every progress event;
 * and the whole of it when the channel connects, since notifications sent before that were missed.
 */
export function useLiveDashboardUpdates(): void {
  const queryClient = useQueryClient();
  const refetchedFor = useRef(new Set<string>());

  useLiveNotification('transcription.updated', (event: TTranscriptionUpdated) => {
    const dashboard = queryClient.getQueryData<TDashboard>(dashboardKey);
    if (!dashboard) return;
    const shown = dashboard.recent_transcriptions.some((row) => row.id === event.id);
    if (isUnfinished(event.status) && shown) {
      queryClient.setQueryData<TDashboard>(dashboardKey, {
        ...dashboard,
        recent_transcriptions: dashboard.recent_transcriptions.map((row) =>
          row.id === event.id ? patchProgress(row, event) : row,
        ),
      });
    } else if (!isUnfinished(event.status) || !refetchedFor.current.has(event.id)) {
      refetchedFor.current.add(event.id);
      void queryClient.invalidateQueries({ queryKey: dashboardKey, exact: true });
    }
  });
  useLiveResumed(() => void refetchNow(queryClient, dashboardKey));
}
