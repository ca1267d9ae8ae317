import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runTranscriptionAgain, type TRunTranscriptionAgain } from '@whispy/contracts';
import { api } from '../../api';
import { transcriptionKeys } from '../../shared/transcription-keys';

/** `POST transcriptions/{id}/run-again`: answers the id of the new transcription. */
export function runAgain(id: string, body: TRunTranscriptionAgain): Promise<{ id: string }> {
  return api(runTranscriptionAgain, { params: { id }, body });
}

export function useRunAgain(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRunTranscriptionAgain) => runAgain(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transcriptionKeys.lists() }),
  });
}
