import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Fetches the query of `queryKey` (and those under it unless `exact`) again now, after a live
 * notification said it changed. Invalidating alone is not enough while a first fetch is still in flight:
 * TanStack Query then joins that fetch, whose answer may have been read before the change, and the page
 * keeps the older state until its next poll.
 */
export async function refetchNow(queryClient: QueryClient, queryKey: QueryKey, exact = true): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact });
  await queryClient.invalidateQueries({ queryKey, exact });
}
