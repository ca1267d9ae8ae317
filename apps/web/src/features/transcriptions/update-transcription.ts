import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TTranscription,
  type TTranscriptionDetail,
  type TUpdateTranscription,
  updateTranscription as updateTranscriptionRoute,
} from '@whispy/contracts';
import { api } from '../../api';
import { transcriptionKeys } from '../../shared/transcription-keys';

/** `PUT transcriptions/{id}`: rename, publish or rename speakers; the server's "Saved successfully" is toasted. */
export function updateTranscription(id: string, input: TUpdateTranscription): Promise<TTranscription> {
  return api(updateTranscriptionRoute, { params: { id }, body: input });
}

export function useUpdateTranscription(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateTranscription) => updateTranscription(id, input),
    onSuccess: (saved) => {
      // The answer has no segments: keep the ones already loaded.
      queryClient.setQueryData<TTranscriptionDetail>(transcriptionKeys.detail('transcriptions', id), (old) =>
        old ? { ...old, ...saved } : old,
      );
      return queryClient.invalidateQueries({ queryKey: transcriptionKeys.lists() });
    },
  });
}
