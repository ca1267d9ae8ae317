import { useQuery } from '@tanstack/react-query';
import { getTranscriptionPeaks, type TMediaPeaks } from '@whispy/contracts';
import { api } from '../../api';
import type { TranscriptionScope } from '../../shared/transcription-keys';

/**
 * `GET {scope}/{id}/peaks`: the waveform of a kept recording; it never changes once computed. Quiet: the
 * waveform is decoration and the player works without it, so its failure is not worth an error toast.
 */
export function useMediaPeaks(scope: TranscriptionScope, id: string) {
  return useQuery<TMediaPeaks>({
    queryKey: ['player', 'peaks', scope, id],
    queryFn: ({ signal }) => api(getTranscriptionPeaks[scope], { params: { id }, signal, quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
