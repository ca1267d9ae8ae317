import { SEARCH_HITS_PER_RESULT } from '@whispy/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  SEARCH_CONFIGS,
  type SearchConfig,
  searchConfigLiteral,
  searchConfigOf,
  transcriptions,
  transcriptSearch,
  users,
} from '../../db/schema.js';
import { MATCH_END, MATCH_START } from './marked-text.js';
import type { SearchTerms } from './search-terms.js';

/** The configurations `transcript_search_config` gives, each with its own query. */
const CONFIGS = SEARCH_CONFIGS;

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
export type CompiledQueries = Partial<Record<SearchConfig, string>>;

/** The search's tsqueries, and the configurations whose candidates it walks for (`candidateSegments`). */
export interface SearchPlan {
  queries: CompiledQueries;
  walked: readonly SearchConfig[];
}

/**
 * Builds the search's tsqueries once: as constants in the search they let the planner use the index and
 * spare computing them again for every row it ranks. They are PostgreSQL's own output, passed back as
 * parameters. The same statement (one round trip, not two) samples, per configuration, whether the newest
 * segments in it say the search's word often enough to walk that configuration's newest transcriptions
 * for its candidates (the walk then stops after a few hundred transcriptions, without the text index,
 * whose bitmap of a common word alone costs more). Per configuration, because a language can be a small
 * part of all: a Japanese phrase in a third of the Japanese segments is in one segment in 60 of all, and
 * walking only the Japanese transcriptions finds its candidates where reading its matches read them all.
 * The sample reads the newest `SAMPLED_SEGMENTS` down the search table's key and does not ask who may read
 * them: it chooses how to find the candidates, never which they are. A configuration that is not walked
 * has its candidates read among its matches, and `findPage` says when more matched than
 * `SEARCH_COUNTED`: the search then walks every configuration. Each query is a scalar subquery there,
 * computed once, not per row.
 */
export async function planSearch(db: Db, terms: SearchTerms): Promise<SearchPlan> {
  const s = transcriptSearch;
  const name = (index: number) => sql.raw(`q${index}`);
  const columns = CONFIGS.map((config, index) => sql`${tsqueryIn(config, terms)} as ${name(index)}`);
  // An empty query (stop words only) matches nothing, without PostgreSQL's notice about it.
  const matches = CONFIGS.map(
    (config, index) =>
      sql`(${s.config} = ${searchConfigLiteral(config)} and ${s.vector} @@ (select ${name(index)} from q where numnode(${name(index)}) > 0))`,
  );
  const walks = CONFIGS.map((config, index) => sql`${walkWorthIn(config)} as ${sql.raw(`walks${index}`)}`);
  const [row] = rowsOf<Record<string, string | boolean>>(
    await db.execute(sql`
    with q as materialized (select ${sql.join(columns, sql`, `)}),
    sampled as (
      select ${s.config} as config, ${sql.join(matches, sql` or `)} as matches from ${s}
      order by ${s.transcriptionId} desc, ${s.position} desc
      limit ${sql.raw(String(SAMPLED_SEGMENTS))}
    )
    select ${sql.join(
      CONFIGS.map((_, index) => sql`${name(index)}::text as ${name(index)}`),
      sql`, `,
    )}, ${sql.join(walks, sql`, `)}
    from q
  `),
  );
  const walked = CONFIGS.filter((_, index) => row?.[`walks${index}`] === true);
  return {
    queries: Object.fromEntries(
      CONFIGS.flatMap((config, index) => (row?.[`q${index}`] ? [[config, row[`q${index}`]]] : [])),
    ),
    // One configuration's newest transcriptions come in order from its index; several would have to be
    // sorted first, all of them (9 ms for 9,500), where walking every transcription stops after a few
    // hundred.
    walked: walked.length > 1 ? WALK_ALL : walked,
  };
}

/** Whether the sampled segments of `config` (the CTE `sampled`) match often enough to walk for it. */
const walkWorthIn = (config: SearchConfig) => sql`(
  select matched > 0 and matched * ${sql.raw(String(WALKED_SEGMENTS))} >= ${CANDIDATES} * read
  from (
    select count(*) filter (where config = ${searchConfigLiteral(config)}) as read,
      count(*) filter (where config = ${searchConfigLiteral(config)} and matches) as matched
    from sampled
  ) as sample
)`;

/** Every configuration walked: the search's way when more segments match than it reads. */
export const WALK_ALL: readonly SearchConfig[] = CONFIGS;

/** Each configuration's query. */
const compiled = (queries: CompiledQueries) =>
  CONFIGS.flatMap((config) => {
    const query = queries[config];
    return query === undefined
      ? []
      : [{ config: searchConfigLiteral(config), query: sql`${query}::tsquery` }];
  });

/**
 * `vector @@ query` in the segment's own configuration: one arm per configuration, each read from that
 * configuration's own text index.
 */
function matching(queries: CompiledQueries): SQL {
  const s = transcriptSearch;
  const each = compiled(queries).map(
    ({ config, query }) => sql`(${s.config} = ${config} and ${s.vector} @@ ${query})`,
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

/** The queries of the configurations `keep` keeps. */
const queriesOf = (queries: CompiledQueries, keep: (config: SearchConfig) => boolean): CompiledQueries =>
  Object.fromEntries(CONFIGS.filter((config) => keep(config) && queries[config]).map((c) => [c, queries[c]]));

/**
 * The newest readable matching segments, up to one past the bound (ids are ULIDs, in the order they were
 * made; then by position), ranked, as the CTE `ranked`. Who may read a segment is checked before the
 * limit: another workspace's matches never take the caller's candidates. Each configuration's candidates
 * are found one of two ways, and the two merged newest first. `tooMany`: whether more segments matched
 * than reading them reads.
 * - Read (the configurations not in `walked`): the matches are read from their configurations' text
 *   indexes, up to one past `SEARCH_COUNTED`. Materialized, because the search table's key gives the very
 *   order wanted: the planner could walk the key backwards and test every segment, the walk below at its
 *   worst. The matches are read once (counting them first, in a statement of its own, read them twice),
 *   ranked as they are read (the vector is at hand then; a vector is too big to carry through the sort, a
 *   Japanese segment's holding every pair of its characters, and finding the kept ones again by row
 *   address to rank them cost more than ranking every match: the middling word's 1,506), and only their
 *   keys and ranks are kept. Reaching the limit skips them (a one-time filter): the page is incomplete,
 *   and the search walks instead. Who may read each is then asked newest first, only until enough are
 *   kept (`offset 0` keeps the check above the sort: below it, every match was checked), by a scalar
 *   subquery, which the planner cannot turn into a join (PGlite has no statistics until something
 *   analyzes: with a join it looked the word up once per transcription, and asked once per transcription
 *   through a semi join, it compared every match with every readable id).
 * - Walked (`walked`): the readable ids of those configurations are sorted once (a materialized CTE, read
 *   in its order and only as far as needed; one configuration's come in order from its index), and each
 *   one's matching segments are looked up by the search table's key until there are enough, so a common
 *   word costs the few hundred newest transcriptions, not all of its matches. `offset 0` fences the
 *   lookup: without it the planner ANDs the key with the word's whole GIN bitmap, built again for every
 *   transcription (PGlite, without statistics: 240 ms against 9 ms for 300 transcriptions). These are the
 *   newest of their configurations, so the newest of all are among them and the matches read.
 */
function candidateSegments(
  queries: CompiledQueries,
  workspaceId: string,
  walked: readonly SearchConfig[],
): { ctes: SQL; tooMany: SQL } {
  const s = transcriptSearch;
  const t = transcriptions;
  const rank = sql`ts_rank(${s.vector}, ${queryOfRow(queries)})`;
  const read = queriesOf(queries, (config) => !walked.includes(config));
  const walk = queriesOf(queries, (config) => walked.includes(config));
  const ctes: SQL[] = [];
  const found: SQL[] = [];
  const walks = Object.keys(walk).length > 0;
  // With no words at all, the read finds nothing, as the search should.
  const reads = Object.keys(read).length > 0 || !walks;
  if (reads) {
    ctes.push(sql`
      matched as materialized (
        select ${s.transcriptionId} as id, ${s.position} as position, ${rank} as rank, false as readable
        from ${s}
        where ${matching(read)}
        limit ${sql.raw(String(SEARCH_COUNTED + 1))}
      )`);
    found.push(
      sql`select * from matched where (select count(*) from matched) <= ${sql.raw(String(SEARCH_COUNTED))}`,
    );
  }
  if (walks) {
    const ofConfigs =
      walked.length === CONFIGS.length
        ? sql``
        : sql`and ${searchConfigOf(t)} in (${sql.join(walked.map(searchConfigLiteral), sql`, `)})`;
    // No ORDER BY outside `walked`: a sort there would read every transcription's segments first.
    ctes.push(sql`
      newest as materialized (
        select ${t.id} as id from ${t} where ${readableBy(workspaceId)} ${ofConfigs} order by ${t.id} desc
      ),
      walked as materialized (
        select newest.id, hit.position, hit.rank, true as readable
        from newest
        cross join lateral (
          select ${s.position} as position, ${rank} as rank
          from (select * from ${s} where ${s.transcriptionId} = newest.id offset 0) as ${s}
          where ${matching(walk)}
          limit ${PAST_CANDIDATES}
        ) as hit
        limit ${PAST_CANDIDATES}
      )`);
    found.push(sql`select * from walked`);
  }
  ctes.push(sql`
    ranked as (
      select id, position, rank from (
        select * from (${sql.join(found, sql` union all `)}) as found
        order by id desc, position offset 0
      ) as newest_first
      where readable or (select ${readableBy(workspaceId)} from ${t} where ${t.id} = newest_first.id)
      limit ${PAST_CANDIDATES}
    )`);
  return {
    ctes: sql.join(ctes, sql`,`),
    tooMany: reads ? sql`(select count(*) from matched) > ${sql.raw(String(SEARCH_COUNTED))}` : sql`false`,
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
  walked: readonly SearchConfig[],
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: FoundTranscription[]; total: number; cut: boolean; tooMany: boolean }> {
  const t = transcriptions;
  const candidates = candidateSegments(queries, workspaceId, walked);
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
