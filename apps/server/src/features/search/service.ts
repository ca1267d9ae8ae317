import type { TSearchPage, TSearchParams, TSearchResult } from '@whispy/contracts';
import type { Db } from '../../db/database.js';
import { markedHeadline, markOccurrences, unmarked } from './marked-text.js';
import { findPage, planSearch, WALK_ALL } from './repo.js';
import { searchTermsOf } from './search-terms.js';

export interface Searcher {
  userId: string;
  workspaceId: string;
}

/**
 * A page of the transcriptions the searcher may read that match `query.q`, each with its best moments
 * marked where they match. Markup in names and transcripts stays text: the parts say what to mark. When
 * more match than a search ranks, the newest are ranked and the page says it was cut (ADR 029).
 */
export async function searchTranscripts(
  db: Db,
  searcher: Searcher,
  query: TSearchParams,
): Promise<TSearchPage> {
  const terms = searchTermsOf(query.q);
  const { queries, walked } = await planSearch(db, terms);
  const offset = (query.page - 1) * query.per_page;
  const pageOf = (walk: typeof walked) =>
    findPage(db, searcher, query.q, queries, walk, { limit: query.per_page, offset });
  let found = await pageOf(walked);
  // Too many matches to read them all: the walk finds the same newest ones for less.
  if (found.tooMany) found = await pageOf(WALK_ALL);
  const { items, total, cut } = found;
  const data = items.map(
    (item): TSearchResult => ({
      id: item.id,
      name: markOccurrences(unmarked(item.name), [query.q]),
      scope: item.workspaceId === searcher.workspaceId ? 'transcriptions' : 'public_transcriptions',
      owner: { id: item.ownerId, name: item.ownerName },
      duration: item.duration,
      created_at: item.createdAt.toISOString(),
      // The stemmer marks words; Japanese and Chinese are marked here, where they occur.
      hits: item.hits.map(({ start, headline }) => ({
        start,
        snippet: markOccurrences(markedHeadline(headline), terms.cjkRuns),
      })),
      hit_count: item.hitCount,
    }),
  );
  return {
    data,
    from: data.length > 0 ? offset + 1 : 0,
    to: offset + data.length,
    count: total,
    page: query.page,
    per_page: query.per_page,
    truncated: cut,
  };
}
