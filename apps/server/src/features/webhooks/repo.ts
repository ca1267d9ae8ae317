import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  emailNoticeSettings,
  users,
  webhookDeliveries,
  webhookEndpoints,
  workspaceMembers,
  workspaces,
} from '../../db/schema.js';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const inWorkspace = (workspaceId: string, id: string) =>
  and(eq(webhookEndpoints.workspaceId, workspaceId), eq(webhookEndpoints.id, id));

export async function insertEndpoint(db: Db, row: typeof webhookEndpoints.$inferInsert) {
  const [inserted] = await db.insert(webhookEndpoints).values(row).returning();
  return inserted!;
}

export const listEndpoints = (db: Db, workspaceId: string) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, workspaceId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);

export async function countEndpoints(db: Db, workspaceId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, workspaceId));
  return row?.count ?? 0;
}

export async function findEndpoint(db: Db, workspaceId: string, id: string): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(inWorkspace(workspaceId, id));
  return row ?? null;
}

export async function updateEndpoint(
  db: Db,
  workspaceId: string,
  id: string,
  patch: Partial<Pick<EndpointRow, 'url' | 'events' | 'secret' | 'disabledReason' | 'consecutiveFailures'>>,
): Promise<EndpointRow | null> {
  const [row] = await db.update(webhookEndpoints).set(patch).where(inWorkspace(workspaceId, id)).returning();
  return row ?? null;
}

export async function deleteEndpoint(db: Db, workspaceId: string, id: string) {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(inWorkspace(workspaceId, id))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

const listeningFor = (workspaceId: string, event: string) =>
  and(
    eq(webhookEndpoints.workspaceId, workspaceId),
    sql`${webhookEndpoints.disabledReason} is null`,
    sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
  );

/** The workspace's enabled endpoints that asked for the event. */
export const endpointsFor = (db: Db, workspaceId: string, event: string) =>
  db.select().from(webhookEndpoints).where(listeningFor(workspaceId, event));

/** Whether any enabled endpoint of the workspace asked for the event. */
export async function hasEndpointFor(db: Db, workspaceId: string, event: string): Promise<boolean> {
  const found = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(listeningFor(workspaceId, event))
    .limit(1);
  return found.length > 0;
}

/** Records deliveries; one per endpoint and transcription whoever records it, so a repeated notice adds none. */
export async function insertDeliveries(db: Db, rows: (typeof webhookDeliveries.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(webhookDeliveries).values(rows).onConflictDoNothing();
}

/** Pending deliveries, with their endpoint's workspace: of one transcription, or all of them (what a starting process owes). */
export const pendingDeliveries = (db: Db, transcriptionId?: string) =>
  db
    .select({ deliveryId: webhookDeliveries.id, workspaceId: webhookEndpoints.workspaceId })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.state, 'pending'),
        transcriptionId ? eq(webhookDeliveries.transcriptionId, transcriptionId) : undefined,
      ),
    );

export async function findDelivery(db: Db, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

export async function recordAttempt(
  db: Db,
  id: string,
  outcome: Pick<DeliveryRow, 'state' | 'responseStatus' | 'durationMs' | 'responseExcerpt' | 'failure'>,
) {
  await db
    .update(webhookDeliveries)
    .set({ ...outcome, attempts: sql`${webhookDeliveries.attempts} + 1`, lastAttemptAt: sql`now()` })
    .where(eq(webhookDeliveries.id, id));
}

/**
 * Counts one more delivery failed for good and switches the endpoint off once `limit` failed in a row,
 * in one statement; answers true only to the call that switched it off.
 */
export async function countFailure(db: Db, endpointId: string, limit: number): Promise<boolean> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
      disabledReason: sql`case when ${webhookEndpoints.disabledReason} is null and ${webhookEndpoints.consecutiveFailures} + 1 >= ${limit} then 'failures' else ${webhookEndpoints.disabledReason} end`,
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ failures: webhookEndpoints.consecutiveFailures, reason: webhookEndpoints.disabledReason });
  return row?.reason === 'failures' && row.failures === limit;
}

export async function resetFailures(db: Db, endpointId: string) {
  await db
    .update(webhookEndpoints)
    .set({ consecutiveFailures: 0 })
    .where(eq(webhookEndpoints.id, endpointId));
}

/** The endpoint's newest deliveries, newest first. */
export const listDeliveries = (db: Db, endpointId: string, limit: number) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);

/** Forgets the endpoint's deliveries beyond the newest `keep` that are settled. */
export async function pruneDeliveries(db: Db, endpointId: string, keep: number) {
  const kept = (await listDeliveries(db, endpointId, keep)).map((row) => row.id);
  if (kept.length < keep) return;
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        notInArray(webhookDeliveries.id, kept),
        inArray(webhookDeliveries.state, ['delivered', 'failed']),
      ),
    );
}

/** The workspace's name and its owners' addresses, each with the language they chose for emails (or none). */
export async function workspaceOwners(db: Db, workspaceId: string) {
  return db
    .select({ email: users.email, language: emailNoticeSettings.language, workspace: workspaces.name })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .leftJoin(emailNoticeSettings, eq(emailNoticeSettings.userId, users.id))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
}
