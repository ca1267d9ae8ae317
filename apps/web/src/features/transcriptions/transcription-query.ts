import { useQuery } from '@tanstack/react-query';
import { getTranscription, type TTranscriptionDetail } from '@whispy/contracts';
import { api } from '../../api';
import { type TranscriptionScope, transcriptionKeys } from '../../shared/transcription-keys';
import { pollWhileUnfinished } from './unfinished-poll';

/** `GET transcriptions/{id}` or `GET public_transcriptions/{id}`: the record with its segments once completed. */
export function fetchTranscription(
  scope: TranscriptionScope,
  id: string,
  signal?: AbortSignal,
): Promise<TTranscriptionDetail> {
  return api(getTranscription[scope], { params: { id }, signal });
}

export function useTranscription(scope: TranscriptionScope, id: string) {
  return useQuery({
    queryKey: transcriptionKeys.detail(scope, id),
    queryFn: ({ signal }) => fetchTranscription(scope, id, signal),
    refetchInterval: (query) => pollWhileUnfinished(query.state.data ? [query.state.data] : []),
  });
}
