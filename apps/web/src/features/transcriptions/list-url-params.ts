import { ZTranscriptionListQuery, ZTranscriptionStatus } from '@whispy/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import type { TranscriptionListParams } from '../../shared/transcription-keys';

// A hand-edited or outdated link falls back to the default of each bad value rather than failing the page.
const ZListUrl = z.object({
  page: ZTranscriptionListQuery.shape.page.catch(1),
  sort: ZTranscriptionListQuery.shape.sort.catch('created_at'),
  direction: ZTranscriptionListQuery.shape.direction.catch('desc'),
  status: ZTranscriptionStatus.optional().catch(undefined),
  search: z.string().trim().max(200).optional().catch(undefined),
});

export function parseListParams(search: URLSearchParams): TranscriptionListParams {
  const parsed = ZListUrl.parse(Object.fromEntries(search));
  return { ...parsed, search: parsed.search || undefined };
}

type Change = Partial<TranscriptionListParams>;

/**
 * The list's page, sort, filter and search, kept in the query string so that reload and back restore
 * them. Any change but the page itself starts again at page 1.
 */
export function useListUrlParams(): [TranscriptionListParams, (change: Change, replace?: boolean) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: Change, replace = false) => {
      setSearchParams(
        (current) => {
          const next = { ...parseListParams(current), page: 1, ...change };
          const out = new URLSearchParams();
          for (const [key, value] of Object.entries(next)) {
            if (value !== undefined && value !== '') out.set(key, String(value));
          }
          return out;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  return [params, update];
}
