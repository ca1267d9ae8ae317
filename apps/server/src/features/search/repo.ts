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

/**
 * Builds the search's tsqueries once, in a statement of their own: as constants in the search they let
 * the planner use the index and spare computing them again for every row it ranks. They are
 * PostgreSQL's own output, passed back as parameters.
 */
export async function compileQueries(db: Db, terms: SearchTerms): Promise<CompiledQueries> {
  const columns = CONFIGS.map(
    (config, index) => sql`(${tsqueryIn(config, terms)})::text as ${sql.raw(`q${index}`)}`,
  );
  const [row] = rowsOf<Record<string, string>>(await db.execute(sql`select ${sql.join(columns, sql`, `)}`));
  return Object.fromEntries(
    CONFIGS.flatMap((config, index) => (row?.[`q${index}`] ? [[config, row[`q${index}`]]] : [])),
  );
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

/**
 * `vector @@ query` in any configuration: the text index answers it alone, without reading each row's
 * configuration and testing the vector again. A segment may match in another language's configuration
 * than its own: good enough to count what a search will read.
 */
function matchingAnyConfig(queries: CompiledQueries): SQL {
  const each = [...new Set(Object.values(queries))].map(
    (query) => sql`${transcriptSearch.vector} @@ ${query}::tsquery`,
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
  /** The positions of its best segments, best first. */
  topPositions: number[];
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
 * How far past the bound a search's segments are counted. Up to here, the newest matches are found by
 * reading every match from the text index and keeping the newest; past it, by walking the newest
 * transcriptions (`candidateSegments`). The walk reads about `SEARCH_CANDIDATES / matches` of all segments,
 * the matches themselves `matches`: over 10,000 transcripts of 25 segments the two cost the same near
 * 16,000 matches (ADR 029).
 */
export const SEARCH_COUNTED = 20 * SEARCH_CANDIDATES;

/**
 * Where a search's matching segments stand against the bound: `within` it every one is ranked; `past` it
 * (up to `SEARCH_COUNTED`) the newest are ranked, found among the matches; `far` past it, the word is
 * common and the newest are found by walking the newest transcriptions.
 */
export type SegmentReach = 'within' | 'past' | 'far';

/** Where the two kinds of match stand against the bound: past it, only the newest are ranked. */
export interface Overflow {
  segments: SegmentReach;
  names: boolean;
}

/**
 * How many segments, and names, match. The readable ones are counted up to one past the bound, on the
 * text index (the GIN bitmap) and the name's trigram index: another workspace's matches must not use up
 * the caller's candidates. A scalar subquery, which the planner cannot turn into a join: the scan stays
 * on the text index and stops at the limit, whatever the statistics say (PGlite has none until something
 * analyzes). Only past the bound are all the matches counted, up to one past `SEARCH_COUNTED`, without
 * asking who may read them: that count only chooses how to find the newest, and costs what reading the
 * matches would (checking each one's transcription cost four times as much at 20,000 matches).
 */
export async function overflowOf(
  db: Db,
  { workspaceId }: Visibility,
  search: string,
  queries: CompiledQueries,
): Promise<Overflow> {
  const s = transcriptSearch;
  const t = transcriptions;
  const past = sql.raw(String(SEARCH_CANDIDATES + 1));
  const [row] = rowsOf<{ readable: number | string; matches: number | string; names: number | string }>(
    await db.execute(sql`
    select readable,
      -- A scalar subquery in a branch not taken is never run.
      case when readable > ${past} - 1 then (
        select count(*) from (
          select 1 from ${s} where ${matchingAnyConfig(queries)} limit ${sql.raw(String(SEARCH_COUNTED + 1))}
        ) as every_match
      ) end as matches,
      names
    from (select
      (select count(*) from (
        select 1 from ${s}
        where (${matching(queries)})
          and (select ${readableBy(workspaceId)} from ${t} where ${t.id} = ${s.transcriptionId})
        limit ${past}
      ) as segments) as readable,
      (select count(*) from (
        select 1 from ${t} where ${t.name} ilike ${likePattern(search)} and ${readableBy(workspaceId)}
        limit ${past}
      ) as names) as names
    offset 0) as counted
  `),
  );
  const readable = Number(row?.readable ?? 0);
  return {
    segments:
      readable <= SEARCH_CANDIDATES ? 'within' : Number(row?.matches) <= SEARCH_COUNTED ? 'past' : 'far',
    names: Number(row?.names ?? 0) > SEARCH_CANDIDATES,
  };
}

/**
 * The matching segments a search ranks. Within the bound, every one, straight from the text index.
 * Past it, the newest transcriptions' first (ids are ULIDs, in the order they were made), by
 * `(transcription, position)`:
 * - `past`: the matches' keys (at most `SEARCH_COUNTED`) are read from the text index in a materialized
 *   CTE and the newest kept, then looked up by key to be ranked (a Japanese segment's vector, every pair
 *   of its characters, is too big to carry through a sort). Materialized, because the search table's key
 *   gives that very order: the planner could walk the key backwards and test every segment, which is the
 *   walk below at its worst.
 * - `far`: the readable ids are sorted once (a materialized CTE, read in its order and only as far as
 *   needed), and each one's matching segments are looked up by the search table's key until there are
 *   enough, so a common word costs the few hundred newest transcriptions, not all of its matches.
 *   `offset 0` fences the lookup: without it the planner ANDs the key with the word's whole GIN bitmap,
 *   built again for every transcription (PGlite, without statistics: 240 ms against 9 ms for 300
 *   transcriptions).
 * Only the kept segments are ranked.
 */
function candidateSegments(queries: CompiledQueries, workspaceId: string, reach: SegmentReach): SQL {
  const s = transcriptSearch;
  const t = transcriptions;
  const candidates = sql.raw(String(SEARCH_CANDIDATES));
  const rank = sql`ts_rank(${s.vector}, ${queryOfRow(queries)})`;
  const readable = sql`(select ${readableBy(workspaceId)} from ${t} where ${t.id} = ${s.transcriptionId})`;
  if (reach === 'within') {
    return sql`
      select ${s.transcriptionId} as id, ${s.position} as position, ${rank} as rank
      from ${s}
      where (${matching(queries)}) and ${readable}
      limit ${candidates}`;
  }
  if (reach === 'past') {
    return sql`
      with matched as materialized (
        select ${s.transcriptionId} as id, ${s.position} as position
        from ${s} where (${matching(queries)}) and ${readable}
      )
      select newest.id, newest.position, hit.rank
      from (select * from matched order by id desc, position limit ${candidates}) as newest
      cross join lateral (
        select ${rank} as rank from ${s}
        where ${s.transcriptionId} = newest.id and ${s.position} = newest.position
      ) as hit`;
  }
  // No ORDER BY outside the CTE: a sort there would read every transcription's segments first.
  return sql`
    with newest as materialized (
      select ${t.id} as id from ${t} where ${readableBy(workspaceId)} order by ${t.id} desc
    )
    select newest.id, hit.position, hit.rank
    from newest
    cross join lateral (
      select ${s.position} as position, ${rank} as rank
      from (select * from ${s} where ${s.transcriptionId} = newest.id offset 0) as ${s}
      where ${matching(queries)}
      limit ${candidates}
    ) as hit
    limit ${candidates}`;
}

/** The transcriptions whose name contains the search: the newest when more do than a search ranks. */
function candidateNames(search: string, workspaceId: string, newest: boolean): SQL {
  const t = transcriptions;
  return sql`
    select ${t.id}, null::integer, null::real from ${t}
    where ${t.name} ilike ${likePattern(search)} and ${readableBy(workspaceId)}
    ${newest ? sql`order by ${t.id} desc` : sql``}
    limit ${sql.raw(String(SEARCH_CANDIDATES))}`;
}

/**
 * One page of the completed transcriptions the caller may read (their workspace's and every public one)
 * whose name contains the search or whose transcript matches it, and how many there are among the
 * candidates. Ranked: a match in the name first, then the best segment's rank, then the newest.
 */
export async function findPage(
  db: Db,
  { workspaceId }: Visibility,
  search: string,
  queries: CompiledQueries,
  overflow: Overflow,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: FoundTranscription[]; total: number }> {
  const t = transcriptions;
  const pattern = likePattern(search);
  const rows = rowsOf<{
    id: string;
    name: string;
    workspace_id: string;
    owner_id: string;
    owner_name: string;
    duration: number | null;
    created_at: string | Date;
    hit_count: number | string;
    top_positions: number[] | null;
    total: number | string;
  }>(
    await db.execute(sql`
    with ranked as (${candidateSegments(queries, workspaceId, overflow.segments)}),
    found as (
      select id, count(position) as hit_count, max(rank) as best,
        (array_agg(position order by rank desc, position) filter (where position is not null))[1:${sql.raw(String(SEARCH_HITS_PER_RESULT))}] as top_positions
      from (
        select id, position, rank from ranked
        union all
        (${candidateNames(search, workspaceId, overflow.names)})
      ) as matched
      group by id
    )
    select ${t.id} as id, ${t.name} as name, ${t.workspaceId} as workspace_id, ${t.ownerId} as owner_id,
      ${users.name} as owner_name, ${t.duration} as duration, ${t.createdAt} as created_at,
      found.hit_count, found.top_positions, count(*) over () as total
    from found
    join ${t} on ${t.id} = found.id
    join ${users} on ${users.id} = ${t.ownerId}
    order by (${t.name} ilike ${pattern}) desc, coalesce(found.best, 0) desc, ${t.createdAt} desc, ${t.id} desc
    limit ${limit} offset ${offset}
  `),
  );
  const items = rows.map((row) => ({
    id: row.id,
    name: row.name,
    workspaceId: row.workspace_id,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    duration: row.duration === null ? null : Number(row.duration),
    createdAt: new Date(row.created_at),
    hitCount: Number(row.hit_count),
    topPositions: row.top_positions ?? [],
  }));
  return { items, total: Number(rows[0]?.total ?? 0) };
}

export interface Headline {
  transcriptionId: string;
  position: number;
  start: number;
  /** The segment's text around its matches, matches between `MATCH_START` and `MATCH_END`. */
  headline: string;
}

/** The headlines of the given segments; the text loses the marker characters before it is marked. */
export async function headlinesOf(
  db: Db,
  segments: readonly { transcriptionId: string; position: number }[],
  queries: CompiledQueries,
): Promise<Headline[]> {
  if (segments.length === 0) return [];
  const s = transcriptSearch;
  const wanted = sql.join(
    segments.map(({ transcriptionId, position }) => sql`(${transcriptionId}, ${position}::integer)`),
    sql`, `,
  );
  const options = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12`;
  const rows = rowsOf<{ transcription_id: string; position: number; start: number; headline: string }>(
    await db.execute(sql`
    select ${s.transcriptionId} as transcription_id, ${s.position} as position, ${s.start} as start,
      ts_headline(${s.config}, translate(${s.text}, ${MATCH_START + MATCH_END}, '  '), ${queryOfRow(queries)}, ${options}) as headline
    from ${s}
    where (${s.transcriptionId}, ${s.position}) in (${wanted})
  `),
  );
  return rows.map((row) => ({
    transcriptionId: row.transcription_id,
    position: Number(row.position),
    start: Number(row.start),
    headline: row.headline,
  }));
}

/** The rows of a raw statement: both drivers answer `{ rows }`, which drizzle leaves untyped. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
