import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getTranscription, type TTranscriptionDetail, UNFINISHED_STATUSES } from '@whispy/contracts';
import { api } from '../../api';
import { refetchNow } from '../../shared/refetch-now';
import { transcriptionKeys } from '../../shared/transcription-keys';
import { useLiveNotification, useLiveResumed } from '../live';

/** Without live events (a socket reconnecting), how often a link still being worked on is asked again. */
const POLL_MS = 15_000;

const unfinished = (detail: TTranscriptionDetail | undefined) =>
  detail === undefined || UNFINISHED_STATUSES.includes(detail.status);

/**
 * A transcription started from a link on this page, as the list would show it: its status and progress
 * follow the workspace's live events; a final status is fetched again with its failure, and so is one
 * still unfinished when the channel connects (a link that fails at once can finish before it does).
 */
export function useLinkImport(id: string) {
  const queryClient = useQueryClient();
  const key = transcriptionKeys.detail('transcriptions', id);
  useLiveNotification('transcription.updated', (event) => {
    if (event.id !== id) return;
    const { status, progress, remaining_seconds } = event;
    if (UNFINISHED_STATUSES.includes(status)) {
      queryClient.setQueryData<TTranscriptionDetail>(key, (row) =>
        row ? { ...row, status, progress, remaining_seconds } : row,
      );
    } else void refetchNow(queryClient, key);
  });
  useLiveResumed(() => {
    if (unfinished(queryClient.getQueryData<TTranscriptionDetail>(key))) void refetchNow(queryClient, key);
  });
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api(getTranscription.transcriptions, { params: { id }, signal }),
    refetchInterval: (query) => (unfinished(query.state.data) ? POLL_MS : false),
  });
}
