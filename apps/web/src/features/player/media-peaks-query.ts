import { useQuery } from '@tanstack/react-query';
import { type TMediaPeaks, ZMediaPeaks } from '@whispy/contracts';
import { createHttpClient } from '../../api';
import type { TranscriptionScope } from '../../shared/transcription-keys';
import { peaksPath } from './media-urls';

// The waveform is decoration: the player works without it, so its failure is not worth an error toast.
const quietHttp = createHttpClient({ effects: { error: () => {} } });

/** `GET {scope}/{id}/peaks`: the waveform of a kept recording; it never changes once computed. */
export function useMediaPeaks(scope: TranscriptionScope, id: string) {
  return useQuery<TMediaPeaks>({
    queryKey: ['player', 'peaks', scope, id],
    queryFn: ({ signal }) => quietHttp.get(peaksPath(scope, id), { schema: ZMediaPeaks, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
