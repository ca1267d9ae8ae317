import { z } from 'zod';
import { route } from './route.js';
import { TRANSCRIPTION_SCOPES } from './scopes.js';
import { ZPage } from './transcriptions.js';

/** The longest search accepted, in characters: a sentence, far from anything that strains the index. */
export const SEARCH_MAX_LENGTH = 200;
/** How many moments of one transcript a result shows. */
export const SEARCH_HITS_PER_RESULT = 3;

/**
 * `GET search`: words, "a quoted phrase", `-word` to leave out and `or` between alternatives, as web
 * search engines read them; Japanese and Chinese are found as written, anywhere in the text.
 */
export const ZSearchQuery = z.object({
  q: z.string().trim().min(1).max(SEARCH_MAX_LENGTH),
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
export type TSearchQuery = z.input<typeof ZSearchQuery>;
export type TSearchParams = z.output<typeof ZSearchQuery>;

/**
 * Text split where the search matched. Always plain text, to be shown as text: the reader's side marks
 * the `match` parts (a transcript is written by whoever uploaded it, so it is never markup).
 */
export const ZMarkedText = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type TMarkedText = z.infer<typeof ZMarkedText>;

export const ZSearchHit = z.object({
  /** Where the segment starts, in seconds: the editor opens there. */
  start: z.number().min(0),
  snippet: ZMarkedText,
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

export const ZSearchResult = z.object({
  id: z.string(),
  /** The name, marked where it contains the search. */
  name: ZMarkedText,
  /** How to open it: the caller's own workspace, or a public one of another workspace. */
  scope: z.enum(TRANSCRIPTION_SCOPES),
  owner: z.object({ id: z.string(), name: z.string() }),
  duration: z.number().nullable(),
  created_at: z.iso.datetime(),
  /** The best-matching moments, best first (none when only the name matched). */
  hits: z.array(ZSearchHit).max(SEARCH_HITS_PER_RESULT),
  /** The segments of the transcript that matched, among the ones the search ranks (ADR 029). */
  hit_count: z.number().int().min(0),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

/**
 * A page of results. A search ranks a bounded number of matching segments and names (ADR 029): when more
 * match, it ranks the newest transcriptions' and says so with `truncated`, and `count` says how many
 * transcriptions are among those ranked.
 */
export const ZSearchPage = ZPage(ZSearchResult).extend({
  /** More matched than one search ranks: the results come from the newest transcriptions only. */
  truncated: z.boolean(),
});
export type TSearchPage = z.infer<typeof ZSearchPage>;

/** The caller's workspace's completed transcriptions and every public one, best match first. */
export const searchTranscripts = route({
  method: 'GET',
  path: '/search',
  query: ZSearchQuery,
  answer: ZSearchPage,
});
