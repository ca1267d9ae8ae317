import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTranscription as deleteTranscriptionRoute } from '@whispy/contracts';
import { api } from '../../api';
import { transcriptionKeys } from '../../shared/transcription-keys';

/** `DELETE transcriptions/{id}`: the server's "Deleted successfully" is toasted by the HTTP client. */
export function deleteTranscription(id: string): Promise<null> {
  return api(deleteTranscriptionRoute, { params: { id } });
}

export function useDeleteTranscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTranscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transcriptionKeys.lists() }),
  });
}
