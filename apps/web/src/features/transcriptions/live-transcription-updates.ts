import { useQueryClient } from '@tanstack/react-query';
import type {
  TPage,
  TTranscription,
  TTranscriptionDetail,
  TTranscriptionSegments,
  TTranscriptionUpdated,
} from '@whispy/contracts';
import { useCallback, useRef } from 'react';
import { refetchNow } from '../../shared/refetch-now';
import { transcriptionKeys } from '../../shared/transcription-keys';
import { useLiveNotification, useLiveResumed } from '../live';
import { patchProgress } from './patch-progress';
import { isUnfinished } from './unfinished-poll';

const isFinal = (status: TTranscriptionUpdated['status']) => !isUnfinished(status);

/**
 * The text made so far with `event`'s segments added; null when they do not follow on from it (an event
 * was missed, or the job started over), so the record is fetched again instead.
 */
export function withSegments(
  detail: TTranscriptionDetail,
  event: TTranscriptionSegments,
): TTranscriptionDetail | null {
  const known = detail.partial_segments ?? [];
  const first = event.segments[0]?.position ?? 0;
  if (detail.status !== 'processing' || first > known.length) return null;
  // A batch seen before (fetched with the record, then announced) adds only what is new.
  return { ...detail, partial_segments: [...known.slice(0, first), ...event.segments] };
}

/**
 * Keeps cached lists and pages in step with `transcription.updated`: status and progress are patched in
 * place; a final state refetches (duration, transcript and failure only arrive with the record), and so
 * does the first event of a transcription no cached list holds (one created in another tab).
 */
export function useLiveTranscriptionUpdates(): void {
  const queryClient = useQueryClient();
  // An id that is not on the page shown stays unknown after one refetch; asking again on every progress
  // event would only repeat the same answer.
  const refetchedForUnknown = useRef(new Set<string>());

  const onUpdated = useCallback(
    (event: TTranscriptionUpdated) => {
      const patch = <T extends TTranscription>(row: T): T =>
        row.id === event.id ? patchProgress(row, event) : row;
      let knownToOwnList = false;

      for (const [key, page] of queryClient.getQueriesData<TPage<TTranscription>>({
        queryKey: transcriptionKeys.lists(),
      })) {
        if (!page?.data.some((row) => row.id === event.id)) continue;
        // A list key is ['transcriptions', 'list', scope, params].
        if (key[2] === 'transcriptions') knownToOwnList = true;
        queryClient.setQueryData(key, { ...page, data: page.data.map(patch) });
        if (isFinal(event.status)) void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }

      for (const [key, detail] of queryClient.getQueriesData<TTranscriptionDetail>({
        queryKey: transcriptionKeys.details(),
      })) {
        // A detail key is ['transcriptions', 'detail', scope, id]; its first answer may be on the way.
        if (key[3] !== event.id) continue;
        // A record is not patched into a final state: a completed one without its segments would open an
        // empty editor, which keeps its state when the segments arrive. It refetches whole instead.
        if (isFinal(event.status) || detail === undefined) void refetchNow(queryClient, key);
        else queryClient.setQueryData(key, patch(detail));
      }

      if (!knownToOwnList && !refetchedForUnknown.current.has(event.id)) {
        refetchedForUnknown.current.add(event.id);
        void refetchNow(queryClient, transcriptionKeys.scopeLists('transcriptions'), false);
      }
    },
    [queryClient],
  );

  const onSegments = useCallback(
    (event: TTranscriptionSegments) => {
      for (const [key, detail] of queryClient.getQueriesData<TTranscriptionDetail>({
        queryKey: transcriptionKeys.details(),
      })) {
        if (detail?.id !== event.id) continue;
        const next = withSegments(detail, event);
        if (next) queryClient.setQueryData(key, next);
        else void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
    },
    [queryClient],
  );

  // Notifications missed before the channel connected: the lists again (one may hold a new upload), and
  // each record still being worked on; a finished one cannot have changed without an edit of this user.
  const onResumed = useCallback(() => {
    void refetchNow(queryClient, transcriptionKeys.lists(), false);
    for (const [key, detail] of queryClient.getQueriesData<TTranscriptionDetail>({
      queryKey: transcriptionKeys.details(),
    })) {
      if (detail === undefined || isUnfinished(detail.status)) void refetchNow(queryClient, key);
    }
  }, [queryClient]);

  useLiveNotification('transcription.updated', onUpdated);
  useLiveNotification('transcription.segments', onSegments);
  useLiveResumed(onResumed);
}
