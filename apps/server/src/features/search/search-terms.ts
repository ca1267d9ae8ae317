/**
 * Runs of kana and ideographs: the same ranges as `transcript_cjk_bigrams` in the `search` migration,
 * which indexes each run as its character pairs (ADR 029).
 */
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]+/gu;

/** A search split the way the index holds text: words for the language's stemmer, CJK runs as written. */
export interface SearchTerms {
  /** Everything but the CJK runs, for `websearch_to_tsquery` (which accepts any text). */
  words: string;
  /** Each run of Japanese or Chinese characters, to be found as a substring. */
  cjkRuns: string[];
}

export function searchTermsOf(search: string): SearchTerms {
  return {
    words: search.replace(CJK_RUN, ' ').trim(),
    cjkRuns: search.match(CJK_RUN) ?? [],
  };
}
