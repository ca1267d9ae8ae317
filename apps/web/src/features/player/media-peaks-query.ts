import { useQuery } from '@tanstack/react-query';
import { getSharedPeaks, getTranscriptionPeaks, type TMediaPeaks } from '@whispy/contracts';
import { api } from '../../api';
import type { TranscriptSource } from '../../shared/transcript-source';

/**
 * `GET {scope}/{id}/peaks` or `shared/{token}/peaks`: the waveform of a kept recording; it never changes
 * once computed. Quiet: the waveform is decoration and the player works without it, so its failure is not
 * worth an error toast.
 */
export function useMediaPeaks(source: TranscriptSource) {
  return useQuery<TMediaPeaks>({
    queryKey: ['player', 'peaks', source],
    queryFn: ({ signal }) =>
      'token' in source
        ? api(getSharedPeaks, { params: { token: source.token }, signal, quiet: true })
        : api(getTranscriptionPeaks[source.scope], { params: { id: source.id }, signal, quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
