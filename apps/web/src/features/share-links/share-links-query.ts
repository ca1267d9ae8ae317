import { useQuery } from '@tanstack/react-query';
import { listShareLinks } from '@whispy/contracts';
import { api } from '../../api';

/** The cache key of a transcription's share links. */
export const shareLinksKey = (transcriptionId: string) => ['share-links', transcriptionId] as const;

/** `GET transcriptions/{id}/share-links`: newest first, never their tokens. Quiet: the list says when it fails. */
export function useShareLinks(transcriptionId: string) {
  return useQuery({
    queryKey: shareLinksKey(transcriptionId),
    queryFn: ({ signal }) => api(listShareLinks, { params: { id: transcriptionId }, signal, quiet: true }),
  });
}
