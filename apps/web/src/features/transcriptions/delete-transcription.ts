import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import { transcriptionKeys } from '../../shared/transcription-keys';

/** `DELETE transcriptions/{id}`: the server's "Deleted successfully" is toasted by the HTTP client. */
export function deleteTranscription(id: string): Promise<null> {
  return http.delete<null>(`transcriptions/${encodeURIComponent(id)}`);
}

export function useDeleteTranscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTranscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transcriptionKeys.lists() }),
  });
}
