import { useQuery } from '@tanstack/react-query';
import { getSharedTranscription, ZShareToken } from '@whispy/contracts';
import { api } from '../../api';

/**
 * `GET shared/{token}`: the transcript a share link opens. Quiet, and never retried: a link that no longer
 * works is the page's own message, not a toast, and asking again would not change the answer.
 */
export function useSharedTranscription(token: string) {
  return useQuery({
    queryKey: ['shared', token],
    queryFn: ({ signal }) => api(getSharedTranscription, { params: { token }, signal, quiet: true }),
    // A malformed token cannot open anything: the page says so without asking.
    enabled: ZShareToken.safeParse(token).success,
    retry: false,
  });
}
