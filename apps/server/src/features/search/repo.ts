import { SEARCH_HITS_PER_RESULT } from '@whispy/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { transcriptions, transcriptSearch, users } from '../../db/schema.js';
import { MATCH_END, MATCH_START } from './marked-text.js';
import type { SearchTerms } from './search-terms.js';

/** The configurations `transcript_search_config` gives (migration `search`), each with its own query. */
const CONFIGS = ['pg_catalog.english', 'pg_catalog.spanish', 'pg_catalog.simple'] as const;

/** `%` and `_` in a search are meant literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The search as a tsquery in `config`: its words through `websearch_to_tsquery` (which reads any text,
 * quotes and operators included, without ever failing), and each CJK run as the phrase of its character
 * pairs, or as a prefix when it is one character (the index holds a run's last character alone too).
 */
function tsqueryIn(config: string, { words, cjkRuns }: SearchTerms): SQL {
  const parts = [sql`websearch_to_tsquery(${config}::regconfig, ${words})`];
  for (const run of cjkRuns) {
    parts.push(
      [...run].length === 1
        ? // Only kana or ideographs reach here (CJK_RUN), so the run cannot carry tsquery syntax.
          sql`to_tsquery('pg_catalog.simple', ${`${run}:*`})`
        : sql`phraseto_tsquery('pg_catalog.simple', transcript_cjk_bigrams(${run}))`,
    );
  }
  // Parenthesised: `@@` and `&&` bind alike, left to right.
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** The search as a tsquery per configuration, as PostgreSQL writes it; a configuration absent: no words. */
export type CompiledQueries = Partial<Record<(typeof CONFIGS)[number], string>>;

/** The search's tsqueries, and which way it finds its candidates (`walk`, see `candidateSegments`). */
export interface SearchPlan {
  queries: CompiledQueries;
  walk: boolean;
}

/**
 * Builds the search's tsqueries once: as constants in the search they let the planner use the index and
 * spare computing them again for every row it ranks. They are PostgreSQL's own output, passed back as
 * parameters. The same statement (one round trip, not two) samples whether the newest segments say the
 * search's word often enough to walk the newest transcriptions for its candidates (the walk then stops
 * after a few hundred transcriptions, without the text index, whose bitmap of a common word alone costs
 * more). The sample reads the newest `SAMPLED_SEGMENTS` down the search table's key and does not ask who
 * may read them: it chooses how to find the candidates, never which they are. When it says no, the
 * candidates are read among the matches, and `findPage` says when more matched than `SEARCH_COUNTED`: the
 * search then walks after all. Each query is a scalar subquery there, computed once, not per row.
 */
export async function planSearch(db: Db, terms: SearchTerms): Promise<SearchPlan> {
  const s = transcriptSearch;
  const name = (index: number) => sql.raw(`q${index}`);
  const columns = CONFIGS.map((config, index) => sql`${tsqueryIn(config, terms)} as ${name(index)}`);
  // An empty query (stop words only) matches nothing, without PostgreSQL's notice about it.
  const matches = CONFIGS.map(
    (config, index) =>
      sql`(${s.config} = ${config}::regconfig and ${s.vector} @@ (select ${name(index)} from q where numnode(${name(index)}) > 0))`,
  );
  const [row] = rowsOf<Record<string, string> & { walks: boolean }>(
    await db.execute(sql`
    with q as materialized (select ${sql.join(columns, sql`, `)}),
    sampled as (
      select ${sql.join(matches, sql` or `)} as matches from ${s}
      order by ${s.transcriptionId} desc, ${s.position} desc
      limit ${sql.raw(String(SAMPLED_SEGMENTS))}
    )
    select ${sql.join(
      CONFIGS.map((_, index) => sql`${name(index)}::text as ${name(index)}`),
      sql`, `,
    )},
      (select matched > 0 and matched * ${sql.raw(String(WALKED_SEGMENTS))} >= ${CANDIDATES} * read
       from (select count(*) as read, count(*) filter (where matches) as matched from sampled) as sample) as walks
    from q
  `),
  );
  return {
    queries: Object.fromEntries(
      CONFIGS.flatMap((config, index) => (row?.[`q${index}`] ? [[config, row[`q${index}`]]] : [])),
    ),
    walk: Boolean(row?.walks),
  };
}

const compiled = (queries: CompiledQueries) =>
  Object.entries(queries).map(([config, query]) => ({
    config: sql`${config}::regconfig`,
    query: sql`${query}::tsquery`,
  }));

/**
 * `vector @@ query` in the segment's own configuration: one GIN index lookup per distinct query. A word
 * that no stemmer changes reads the same in several configurations, and is looked up once for them all.
 */
function matching(queries: CompiledQueries): SQL {
  const s = transcriptSearch;
  const configsOf = new Map<string, SQL[]>();
  for (const [config, query] of Object.entries(queries)) {
    configsOf.set(query, [...(configsOf.get(query) ?? []), sql`${config}::regconfig`]);
  }
  const each = [...configsOf].map(
    ([query, configs]) =>
      sql`(${s.config} in (${sql.join(configs, sql`, `)}) and ${s.vector} @@ ${query}::tsquery)`,
  );
  return each.length > 0 ? sql.join(each, sql` or `) : sql`false`;
}

/** The query in the segment's configuration, for ranking and headlines. */
function queryOfRow(queries: CompiledQueries): SQL {
  const whens = compiled(queries).map(({ config, query }) => sql`when ${config} then ${query}`);
  return whens.length > 0
    ? sql`(case ${transcriptSearch.config} ${sql.join(whens, sql` `)} end)`
    : sql`null::tsquery`;
}

export interface FoundTranscription {
  id: string;
  name: string;
  workspaceId: string;
  ownerId: string;
  ownerName: string;
  duration: number | null;
  createdAt: Date;
  hitCount: number;
  /** Its best segments, best first. */
  hits: Hit[];
}

export interface Hit {
  start: number;
  /** The segment's text around its matches, matches between `MATCH_START` and `MATCH_END`. */
  headline: string;
}

export interface Visibility {
  workspaceId: string;
}

/**
 * The most segments a search ranks, and the most names it matches. A search's cost then stops growing
 * with how many segments match (a common word matches most of them); one that matches fewer, which is
 * nearly every search, is ranked in full.
 */
export const SEARCH_CANDIDATES = 1_000;

/** Who may read a transcription: its workspace's members, and everyone when it is public. */
const readableBy = (workspaceId: string) =>
  sql`${transcriptions.status} = 'completed' and (${transcriptions.workspaceId} = ${workspaceId} or ${transcriptions.public})`;

/**
 * How many matching segments a search may read to find its newest candidates among them; past this it
 * walks the newest transcriptions instead (`candidateSegments`). The walk reads about
 * `SEARCH_CANDIDATES / matches` of all segments, the other way the matches themselves: over 10,000
 * transcripts of 25 segments the two cost the same near 16,000 matches (ADR 029).
 */
export const SEARCH_COUNTED = 20 * SEARCH_CANDIDATES;

/** How many of the newest segments tell whether the walk would find its candidates soon. */
const SAMPLED_SEGMENTS = 1_000;

/** The most segments the walk should read for its candidates: a word in one segment in 25 or more. */
const WALKED_SEGMENTS = 25 * SEARCH_CANDIDATES;

/** The bound, and one past it: a search whose candidates reach the latter was cut. */
const CANDIDATES = sql.raw(String(SEARCH_CANDIDATES));
const PAST_CANDIDATES = sql.raw(String(SEARCH_CANDIDATES + 1));

/**
 * The newest readable matching segments, up to one past the bound (ids are ULIDs, in the order they were
 * made; then by position), ranked, as the CTE `ranked`. Who may read a segment is checked before the
 * limit: another workspace's matches never take the caller's candidates. `tooMany`: whether more segments
 * matched than the way reads (never for the walk).
 * - Not `walk`: the matches are read from the text index, up to one past `SEARCH_COUNTED`. Materialized,
 *   because the search table's key gives the very order wanted: the planner could walk the key backwards
 *   and test every segment, the walk below at its worst. The matches are read once (counting them first,
 *   in a statement of its own, read them twice), ranked as they are read (the vector is at hand then; a
 *   vector is too big to carry through the sort, a Japanese segment's holding every pair of its characters,
 *   and finding the kept ones again by row address to rank them cost more than ranking every match: the
 *   middling word's 1,506), and only their keys and ranks are kept. Reaching the limit skips the rest of
 *   the statement (a one-time filter): the page is incomplete, and the search walks instead. Who may read
 *   each is then asked newest first, only until enough are kept (`offset 0` keeps the check above the
 *   sort: below it, every match was checked), by a scalar subquery, which the planner cannot turn into a
 *   join (PGlite has no statistics until something analyzes: with a join it looked the word up once per
 *   transcription, and asked once per transcription through a semi join, it compared every match with
 *   every readable id).
 * - `walk`: the readable ids are sorted once (a materialized CTE, read in its order and only as far as
 *   needed), and each one's matching segments are looked up by the search table's key until there are
 *   enough, so a common word costs the few hundred newest transcriptions, not all of its matches.
 *   `offset 0` fences the lookup: without it the planner ANDs the key with the word's whole GIN bitmap,
 *   built again for every transcription (PGlite, without statistics: 240 ms against 9 ms for 300
 *   transcriptions).
 */
function candidateSegments(
  queries: CompiledQueries,
  workspaceId: string,
  walk: boolean,
): { ctes: SQL; tooMany: SQL } {
  const s = transcriptSearch;
  const t = transcriptions;
  const rank = sql`ts_rank(${s.vector}, ${queryOfRow(queries)})`;
  if (!walk) {
    return {
      ctes: sql`
      matched as materialized (
        select ${s.transcriptionId} as id, ${s.position} as position, ${rank} as rank from ${s}
        where ${matching(queries)}
        limit ${sql.raw(String(SEARCH_COUNTED + 1))}
      ),
      ranked as (
        select * from (
          select * from matched
          where (select count(*) from matched) <= ${sql.raw(String(SEARCH_COUNTED))}
          order by id desc, position offset 0
        ) as newest_first
        where (select ${readableBy(workspaceId)} from ${t} where ${t.id} = newest_first.id)
        limit ${PAST_CANDIDATES}
      )`,
      tooMany: sql`(select count(*) from matched) > ${sql.raw(String(SEARCH_COUNTED))}`,
    };
  }
  // No ORDER BY outside the CTE: a sort there would read every transcription's segments first.
  return {
    ctes: sql`
    newest as materialized (
      select ${t.id} as id from ${t} where ${readableBy(workspaceId)} order by ${t.id} desc
    ),
    ranked as (
      select newest.id, hit.position, hit.rank
      from newest
      cross join lateral (
        select ${s.position} as position, ${rank} as rank
        from (select * from ${s} where ${s.transcriptionId} = newest.id offset 0) as ${s}
        where ${matching(queries)}
        limit ${PAST_CANDIDATES}
      ) as hit
      limit ${PAST_CANDIDATES}
    )`,
    tooMany: sql`false`,
  };
}

/**
 * Whether a found transcription's name contains the search: whether it is among the candidate names, when
 * they are all there (`named` within the bound), else read from its row. Found transcriptions are readable,
 * so `named` holds every one whose name matches, and the ranking needs no row of its own.
 */
const nameContains = (id: SQL, search: string) => sql`(
  case when (select count(*) from named) <= ${CANDIDATES} then ${id} in (select id from named)
  else (select ${transcriptions.name} ilike ${likePattern(search)} from ${transcriptions} where ${transcriptions.id} = ${id}) end
)`;

/** The newest readable transcriptions whose name contains the search, up to one past the bound. */
function candidateNames(search: string, workspaceId: string): SQL {
  const t = transcriptions;
  return sql`
    select ${t.id} as id from ${t}
    where ${t.name} ilike ${likePattern(search)} and ${readableBy(workspaceId)}
    order by ${t.id} desc
    limit ${PAST_CANDIDATES}`;
}

/**
 * One page of the completed transcriptions the caller may read (their workspace's and every public one)
 * whose name contains the search or whose transcript matches it, and how many there are among the
 * candidates: the newest `SEARCH_CANDIDATES` matching segments and as many names. Ranked: a match in the
 * name first, then the best segment's rank, then the newest. `cut` when more matched than that: the
 * candidates are taken one past the bound, and the page says so even when it is past the last result.
 * `tooMany`: more segments matched than reading the matches reads (`SEARCH_COUNTED`); the page is then
 * incomplete, and the search must walk instead.
 */
export async function findPage(
  db: Db,
  { workspaceId }: Visibility,
  search: string,
  queries: CompiledQueries,
  walk: boolean,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: FoundTranscription[]; total: number; cut: boolean; tooMany: boolean }> {
  const t = transcriptions;
  const candidates = candidateSegments(queries, workspaceId, walk);
  const rows = rowsOf<{
    total: number | string;
    cut: boolean;
    too_many: boolean;
    id: string | null;
    name: string;
    workspace_id: string;
    owner_id: string;
    owner_name: string;
    duration: number | null;
    created_at: string | Date;
    hit_count: number | string;
    hit_starts: number[] | null;
    headlines: string[] | null;
  }>(
    await db.execute(sql`
    with ${candidates.ctes},
    named as (${candidateNames(search, workspaceId)}),
    kept as (
      select id, position, rank
      from (select *, row_number() over (order by id desc, position) as n from ranked) as newest
      where n <= ${CANDIDATES}
    ),
    found as (
      select id, count(position) as hit_count, max(rank) as best
      from (
        select id, position, rank from kept
        union all
        select id, null::integer, null::real
        from (select id, row_number() over (order by id desc) as n from named) as newest
        where n <= ${CANDIDATES}
      ) as matched
      group by id
    ),
    ordered as (
      select id, hit_count,
        row_number() over (order by ${nameContains(sql`found.id`, search)} desc, coalesce(best, 0) desc, id desc) as ordinal
      from found
    )
    select summary.total, summary.cut, summary.too_many, page.*
    from (
      select (select count(*) from found) as total,
        (select count(*) from ranked) > ${CANDIDATES} or (select count(*) from named) > ${CANDIDATES} as cut,
        ${candidates.tooMany} as too_many
    ) as summary
    left join (
      select ordered.*, shown.*, shown_hits.*
      from (select * from ordered where ordinal > ${offset} and ordinal <= ${offset + limit}) as ordered
      cross join lateral (
        select ${t.name} as name, ${t.workspaceId} as workspace_id, ${t.ownerId} as owner_id,
          ${t.duration} as duration, ${t.createdAt} as created_at, ${users.name} as owner_name
        from ${t} join ${users} on ${users.id} = ${t.ownerId}
        where ${t.id} = ordered.id offset 0
      ) as shown
      cross join lateral (${hitsOf(sql`ordered.id`, queries)}) as shown_hits
    ) as page on true
    order by page.ordinal
  `),
  );
  const items = rows.flatMap((row) =>
    row.id === null
      ? []
      : [
          {
            id: row.id,
            name: row.name,
            workspaceId: row.workspace_id,
            ownerId: row.owner_id,
            ownerName: row.owner_name,
            duration: row.duration === null ? null : Number(row.duration),
            createdAt: new Date(row.created_at),
            hitCount: Number(row.hit_count),
            hits: (row.hit_starts ?? []).map((start, index) => ({
              start: Number(start),
              headline: row.headlines?.[index] ?? '',
            })),
          },
        ],
  );
  return {
    items,
    total: Number(rows[0]?.total ?? 0),
    cut: Boolean(rows[0]?.cut),
    tooMany: Boolean(rows[0]?.too_many),
  };
}

/**
 * The starts and headlines of a shown result's best segments among the candidates (`kept`), best first; the
 * text loses the marker characters before it is marked. Only the page's results get them, in the page's
 * statement.
 */
function hitsOf(id: SQL, queries: CompiledQueries): SQL {
  const s = transcriptSearch;
  const options = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12`;
  return sql`
    select array_agg(${s.start} order by best.ordinal) as hit_starts,
      array_agg(
        ts_headline(${s.config}, translate(${s.text}, ${MATCH_START + MATCH_END}, '  '), ${queryOfRow(queries)}, ${options})
        order by best.ordinal
      ) as headlines
    from (
      select position, row_number() over (order by rank desc, position) as ordinal
      from kept where kept.id = ${id}
      order by rank desc, position
      limit ${sql.raw(String(SEARCH_HITS_PER_RESULT))}
    ) as best
    join ${s} on ${s.transcriptionId} = ${id} and ${s.position} = best.position`;
}

/** The rows of a raw statement: both drivers answer `{ rows }`, which drizzle leaves untyped. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
