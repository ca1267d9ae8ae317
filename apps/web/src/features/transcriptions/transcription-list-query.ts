import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listTranscriptions, type TPage, type TTranscription } from '@whispy/contracts';
import { api } from '../../api';
import {
  type TranscriptionListParams,
  type TranscriptionScope,
  transcriptionKeys,
} from '../../shared/transcription-keys';
import { pollWhileUnfinished } from './unfinished-poll';

const TRANSCRIPTIONS_PER_PAGE = 15;

/** `GET transcriptions` or `GET public_transcriptions`: one page, sorted and filtered on the server. */
export function fetchTranscriptionPage(
  scope: TranscriptionScope,
  params: TranscriptionListParams,
  signal?: AbortSignal,
): Promise<TPage<TTranscription>> {
  return api(listTranscriptions[scope], { query: { ...params, per_page: TRANSCRIPTIONS_PER_PAGE }, signal });
}

export function useTranscriptionPage(scope: TranscriptionScope, params: TranscriptionListParams) {
  return useQuery({
    queryKey: transcriptionKeys.list(scope, params),
    queryFn: ({ signal }) => fetchTranscriptionPage(scope, params, signal),
    // The rows of the last page stay on screen while the next page, sort or search loads.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollWhileUnfinished(query.state.data?.data ?? []),
  });
}
