import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createShareLink, revokeShareLink, type TCreateShareLink } from '@whispy/contracts';
import { api } from '../../api';
import { shareLinksKey } from './share-links-query';

/** `POST transcriptions/{id}/share-links`: the answer's `url` holds the token, shown this once only. */
export function useCreateShareLink(transcriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateShareLink) =>
      api(createShareLink, { params: { id: transcriptionId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(transcriptionId) }),
  });
}

/** `DELETE transcriptions/{id}/share-links/{linkId}`: the link stops working at once. */
export function useRevokeShareLink(transcriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => api(revokeShareLink, { params: { id: transcriptionId, linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(transcriptionId) }),
  });
}
