import { FINAL_STATUSES, type TTranscriptionListParams, type TTranscriptionStatus } from '@whispy/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { minuteGrants, transcriptions, users } from '../../db/schema.js';
import type { TranscriptionRow } from './lifecycle.js';

/** A row without its transcript, which lists never need. */
export type TranscriptionSummary = Omit<TranscriptionRow, 'segments'>;

/** Whose transcriptions a lookup may find: one workspace's, or the public ones of every workspace. */
export type Scope = { workspaceId: string } | { public: true };

export interface TranscriptionWithOwner<Row extends TranscriptionSummary = TranscriptionRow> {
  row: Row;
  ownerName: string;
}

const { segments: _transcript, ...summaryColumns } = getTableColumns(transcriptions);

const sortColumns = {
  created_at: transcriptions.createdAt,
  name: transcriptions.name,
  duration: transcriptions.duration,
  status: transcriptions.status,
} as const;

/** `%` and `_` in a search are meant literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function insertTranscription(db: Db, row: typeof transcriptions.$inferInsert) {
  const [inserted] = await db.insert(transcriptions).values(row).returning();
  return inserted!;
}

export async function findTranscription(db: Db, id: string): Promise<TranscriptionRow | null> {
  const [row] = await db.select().from(transcriptions).where(eq(transcriptions.id, id));
  return row ?? null;
}

/** The transcription with its owner's name, when `scope` matches: a workspace's own, or any public one. */
export async function findVisible(db: Db, id: string, scope: Scope): Promise<TranscriptionWithOwner | null> {
  const [found] = await db
    .select({ row: transcriptions, ownerName: users.name })
    .from(transcriptions)
    .innerJoin(users, eq(users.id, transcriptions.ownerId))
    .where(and(eq(transcriptions.id, id), scopeFilter(scope)));
  return found ?? null;
}

/** The same without the transcript, for requests that come often and never show it (media, saves). */
export async function findVisibleSummary(
  db: Db,
  id: string,
  scope: Scope,
): Promise<TranscriptionWithOwner<TranscriptionSummary> | null> {
  const [found] = await db
    .select({ row: summaryColumns, ownerName: users.name })
    .from(transcriptions)
    .innerJoin(users, eq(users.id, transcriptions.ownerId))
    .where(and(eq(transcriptions.id, id), scopeFilter(scope)));
  return found ?? null;
}

function scopeFilter(scope: Scope): SQL {
  return 'workspaceId' in scope
    ? eq(transcriptions.workspaceId, scope.workspaceId)
    : eq(transcriptions.public, true);
}

/**
 * One page and the total count over the same filter, in one statement: the count rides along as an
 * uncorrelated subquery, which PostgreSQL runs once (over the workspace's index) rather than per row. A
 * second statement and a second pooled connection cost more than the count itself (ADR 029, "List
 * pages"). Only a page past the last one has no row to carry the count, and counts on its own.
 */
export async function listPage(
  db: Db,
  scope: Scope,
  query: TTranscriptionListParams,
): Promise<{ items: TranscriptionWithOwner<TranscriptionSummary>[]; total: number }> {
  const filters = [scopeFilter(scope)];
  if (query.status) filters.push(eq(transcriptions.status, query.status));
  if (query.search) filters.push(ilike(transcriptions.name, likePattern(query.search)));
  const where = and(...filters);
  const order = query.direction === 'asc' ? asc : desc;
  const rows = await db
    .select({
      row: summaryColumns,
      ownerName: users.name,
      total: sql`(select count(*) from ${transcriptions} where ${where})`.mapWith(Number),
    })
    .from(transcriptions)
    .innerJoin(users, eq(users.id, transcriptions.ownerId))
    .where(where)
    // The id (a ULID) breaks ties so pages never repeat or skip rows.
    .orderBy(order(sortColumns[query.sort]), order(transcriptions.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const items = rows.map(({ row, ownerName }) => ({ row, ownerName }));
  if (rows[0]) return { items, total: rows[0].total };
  if (query.page === 1) return { items, total: 0 };
  const [counted] = await db.select({ value: count() }).from(transcriptions).where(where);
  return { items, total: counted?.value ?? 0 };
}

/** The newest `limit` rows `scope` may see and how many it holds (the dashboard's recent lists). */
export function newestWithTotal(db: Db, scope: Scope, limit: number) {
  return listPage(db, scope, { page: 1, per_page: limit, sort: 'created_at', direction: 'desc' });
}

/**
 * Writes `patch`; `newVersionBy` (the user making it) when it changes what editors see (speaker names), so
 * stale saves fail.
 */
export async function updateTranscription(
  db: Db,
  id: string,
  workspaceId: string,
  patch: Partial<
    Pick<TranscriptionRow, 'name' | 'public' | 'speakerNames' | 'recognisedSpeakers' | 'mediaStored'>
  >,
  { newVersionBy }: { newVersionBy?: string } = {},
): Promise<TranscriptionRow | null> {
  const [row] = await db
    .update(transcriptions)
    .set({
      ...patch,
      ...(newVersionBy !== undefined && {
        version: sql`${transcriptions.version} + 1`,
        versionSavedBy: newVersionBy,
      }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(transcriptions.id, id), eq(transcriptions.workspaceId, workspaceId)))
    .returning();
  return row ?? null;
}

/** A change over the `version` it was made from, by the user `savedBy`. */
type VersionedChange = { id: string; workspaceId: string; version: number; savedBy: string };

/**
 * Replaces a completed transcript and takes the next version, only if `version` is still the saved one:
 * two editors saving at once cannot both win. Null when nothing matched.
 */
export async function saveTranscript(
  db: Db,
  { id, workspaceId, version, savedBy }: VersionedChange,
  transcript: Pick<TranscriptionRow, 'segments' | 'speakerLabels' | 'speakerNames' | 'recognisedSpeakers'>,
): Promise<TranscriptionRow | null> {
  const [row] = await db
    .update(transcriptions)
    .set({
      ...transcript,
      version: sql`${transcriptions.version} + 1`,
      versionSavedBy: savedBy,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(transcriptions.id, id),
        eq(transcriptions.workspaceId, workspaceId),
        eq(transcriptions.status, 'completed'),
        eq(transcriptions.version, version),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * New speaker names over the version they were read from, taking the next version (null when someone
 * saved in between, or the row is gone).
 */
export async function renameSpeakersAt(
  db: Db,
  { id, workspaceId, version, savedBy }: VersionedChange,
  speakers: Pick<TranscriptionRow, 'speakerNames' | 'recognisedSpeakers'>,
): Promise<TranscriptionRow | null> {
  const [row] = await db
    .update(transcriptions)
    .set({
      ...speakers,
      version: sql`${transcriptions.version} + 1`,
      versionSavedBy: savedBy,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(transcriptions.id, id),
        eq(transcriptions.workspaceId, workspaceId),
        eq(transcriptions.version, version),
      ),
    )
    .returning();
  return row ?? null;
}

export async function markMediaRemoved(db: Db, id: string) {
  await db.update(transcriptions).set({ mediaStored: false }).where(eq(transcriptions.id, id));
}

/** Deletes the row; answers what it had used (null when there was no such row). */
export async function deleteTranscription(db: Db, id: string, workspaceId: string) {
  const [deleted] = await db
    .delete(transcriptions)
    .where(and(eq(transcriptions.id, id), eq(transcriptions.workspaceId, workspaceId)))
    .returning({ status: transcriptions.status, chargedSeconds: transcriptions.chargedSeconds });
  return deleted ?? null;
}

/** The workspace's transcriptions in any of `statuses` (created after `since`, when given). */
export async function countInStatuses(
  db: Db,
  workspaceId: string,
  statuses: readonly TTranscriptionStatus[],
  since?: Date,
): Promise<number> {
  const filters = [
    eq(transcriptions.workspaceId, workspaceId),
    inArray(transcriptions.status, [...statuses]),
  ];
  if (since) filters.push(sql`${transcriptions.createdAt} > ${since.toISOString()}`);
  const [row] = await db
    .select({ value: count() })
    .from(transcriptions)
    .where(and(...filters));
  return row?.value ?? 0;
}

/**
 * Bytes of media the workspace keeps stored: kept recordings, uploads under way (a recording sent while it
 * is made with what it holds so far) and work not done yet.
 */
export async function storedMediaBytes(db: Db, workspaceId: string): Promise<number> {
  const bytes = sql`coalesce(${transcriptions.sizeBytes}, ${transcriptions.receivedBytes})`;
  const [row] = await db
    .select({ bytes: sum(bytes).mapWith(Number) })
    .from(transcriptions)
    .where(and(eq(transcriptions.workspaceId, workspaceId), eq(transcriptions.mediaStored, true)));
  return row?.bytes ?? 0;
}

/**
 * Records what an upload holds so far; only one of unknown size counts it (a recording, a link that
 * sends no length), as the others count their size.
 */
export async function setReceivedBytes(db: Db, id: string, bytes: number) {
  await db
    .update(transcriptions)
    .set({ receivedBytes: bytes })
    .where(and(eq(transcriptions.id, id), isNull(transcriptions.sizeBytes)));
}

/** Seconds granted to the workspace beyond the free allowance, and seconds charged so far. */
export async function minuteTotals(db: Db, workspaceId: string) {
  const [[granted], [charged]] = await Promise.all([
    db
      .select({ value: sum(minuteGrants.seconds).mapWith(Number) })
      .from(minuteGrants)
      .where(eq(minuteGrants.workspaceId, workspaceId)),
    db
      .select({ value: sum(transcriptions.chargedSeconds).mapWith(Number) })
      .from(transcriptions)
      .where(eq(transcriptions.workspaceId, workspaceId)),
  ]);
  return { grantedSeconds: granted?.value ?? 0, chargedSeconds: charged?.value ?? 0 };
}

/**
 * Seconds charged for the workspace's transcriptions created in `[from, to)`: a charge has no date of its
 * own, so it counts in the period its file was uploaded in.
 */
export async function chargedSecondsBetween(db: Db, workspaceId: string, from: Date, to: Date) {
  const [row] = await db
    .select({ value: sum(transcriptions.chargedSeconds).mapWith(Number) })
    .from(transcriptions)
    .where(
      and(
        eq(transcriptions.workspaceId, workspaceId),
        sql`${transcriptions.createdAt} >= ${from.toISOString()}`,
        sql`${transcriptions.createdAt} < ${to.toISOString()}`,
      ),
    );
  return row?.value ?? 0;
}

export async function insertMinuteGrant(db: Db, grant: typeof minuteGrants.$inferInsert) {
  await db.insert(minuteGrants).values(grant);
}

/** A workspace's transcriptions in `status`, oldest first. */
export function listInStatus(db: Db, workspaceId: string, status: TTranscriptionStatus) {
  return db
    .select()
    .from(transcriptions)
    .where(and(eq(transcriptions.workspaceId, workspaceId), eq(transcriptions.status, status)))
    .orderBy(asc(transcriptions.createdAt), asc(transcriptions.id));
}

/** Rows in any of `statuses` whose `column` is older than `before` (all of them when `before` is null). */
export function listStale(
  db: Db,
  statuses: readonly TTranscriptionStatus[],
  column: 'updatedAt' | 'startedAt',
  before: Date | null,
) {
  const age =
    column === 'updatedAt'
      ? sql`${transcriptions.updatedAt}`
      : sql`coalesce(${transcriptions.uploadStartedAt}, ${transcriptions.createdAt})`;
  const filters = [inArray(transcriptions.status, [...statuses])];
  if (before) filters.push(sql`${age} < ${before.toISOString()}`);
  return db
    .select()
    .from(transcriptions)
    .where(and(...filters))
    .orderBy(asc(transcriptions.createdAt));
}

/** Workspaces with work waiting for minutes. */
export async function workspacesWithPending(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ workspaceId: transcriptions.workspaceId })
    .from(transcriptions)
    .where(eq(transcriptions.status, 'pending'));
  return rows.map((row) => row.workspaceId);
}

/** Finished transcriptions whose media should be gone (not kept, or a failed removal to retry). */
export function listMediaToRemove(db: Db) {
  return db
    .select({ id: transcriptions.id })
    .from(transcriptions)
    .where(
      and(
        eq(transcriptions.mediaStored, true),
        inArray(transcriptions.status, FINAL_STATUSES),
        or(ne(transcriptions.status, 'completed'), eq(transcriptions.keepData, false)),
      ),
    );
}

/** How many unfinished recordings the upload page offers at once; older ones wait for the sweep. */
const UNFINISHED_RECORDINGS_SHOWN = 10;

/**
 * The caller's own uploads of undeclared length still under way in this workspace: recordings sent while
 * they were made (ADR 033). Another member's, or another workspace's, are never among them.
 */
export function listUnfinishedRecordings(db: Db, workspaceId: string, ownerId: string) {
  return db
    .select({ id: transcriptions.id, name: transcriptions.name, startedAt: transcriptions.uploadStartedAt })
    .from(transcriptions)
    .where(
      and(
        eq(transcriptions.workspaceId, workspaceId),
        eq(transcriptions.ownerId, ownerId),
        eq(transcriptions.status, 'uploading'),
        isNull(transcriptions.sizeBytes),
      ),
    )
    .orderBy(desc(transcriptions.uploadStartedAt))
    .limit(UNFINISHED_RECORDINGS_SHOWN);
}
