import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchTranscripts } from '@whispy/contracts';
import { api } from '../../api';

const PER_PAGE = 10;

/** `GET search`: one page of results; the previous page stays on screen while the next loads. */
export function useSearchResults(q: string, page: number) {
  return useQuery({
    queryKey: ['search', q, page],
    queryFn: ({ signal }) => api(searchTranscripts, { query: { q, page, per_page: PER_PAGE }, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
