import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users, workspaceInvitations, workspaceMembers, workspaces } from '../../db/schema.js';

export type Role = (typeof workspaceMembers.$inferSelect)['role'];
export type InvitationRow = typeof workspaceInvitations.$inferSelect;

/** The caller's workspaces with their role, oldest membership first. */
export function workspacesOf(db: Db, userId: string) {
  return db
    .select({ id: workspaces.id, name: workspaces.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaceMembers.joinedAt), asc(workspaces.id));
}

/** The user's role in the workspace, or null when they do not belong to it. */
export async function roleIn(db: Db, workspaceId: string, userId: string): Promise<Role | null> {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row?.role ?? null;
}

export async function countCreatedBy(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, 'owner')));
  return row?.value ?? 0;
}

export async function insertWorkspace(db: Db, workspace: { id: string; name: string }, ownerId: string) {
  await db.transaction(async (tx) => {
    await tx.insert(workspaces).values(workspace);
    await tx.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: ownerId, role: 'owner' });
  });
}

export function membersOf(db: Db, workspaceId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      avatar: users.avatar,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.joinedAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.joinedAt), asc(users.id));
}

export type MemberListRow = Awaited<ReturnType<typeof membersOf>>[number];

export async function countOwners(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  return row?.value ?? 0;
}

/** Rows of the workspace's owners, locked until the transaction ends, so two demotions cannot race. */
export async function lockOwners(db: Db, workspaceId: string) {
  await db.execute(
    sql`SELECT user_id FROM workspace_members WHERE workspace_id = ${workspaceId} AND role = 'owner' FOR UPDATE`,
  );
}

export async function setRole(db: Db, workspaceId: string, userId: string, role: Role) {
  await db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

export async function deleteMembership(db: Db, workspaceId: string, userId: string) {
  await db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/** Adds the member unless they already belong; answers whether they were added. */
export async function addMember(db: Db, workspaceId: string, userId: string, role: Role) {
  const added = await db
    .insert(workspaceMembers)
    .values({ workspaceId, userId, role })
    .onConflictDoNothing()
    .returning({ userId: workspaceMembers.userId });
  return added.length > 0;
}

export async function insertInvitation(db: Db, row: typeof workspaceInvitations.$inferInsert) {
  const [inserted] = await db.insert(workspaceInvitations).values(row).returning();
  return inserted!;
}

/** Invitations that could still be accepted. */
const isOpen = (now: Date) =>
  and(
    isNull(workspaceInvitations.revokedAt),
    gt(workspaceInvitations.expiresAt, now),
    or(eq(workspaceInvitations.multiUse, true), eq(workspaceInvitations.uses, 0)),
  );

export async function countOpenInvitations(db: Db, workspaceId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), isOpen(now)));
  return row?.value ?? 0;
}

const invitationColumns = {
  invitation: workspaceInvitations,
  inviterName: users.name,
  workspaceName: workspaces.name,
};

export function invitationsOf(db: Db, workspaceId: string) {
  return db
    .select(invitationColumns)
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(eq(workspaceInvitations.workspaceId, workspaceId))
    .orderBy(sql`${workspaceInvitations.createdAt} desc`, sql`${workspaceInvitations.id} desc`);
}

export type InvitationListRow = Awaited<ReturnType<typeof invitationsOf>>[number];

export async function findInvitationByHash(db: Db, tokenHash: string): Promise<InvitationListRow | null> {
  const [row] = await db
    .select(invitationColumns)
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(eq(workspaceInvitations.tokenHash, tokenHash));
  return row ?? null;
}

/** Counts one use, only while the invitation is still open; answers whether it did. */
export async function spendInvitation(db: Db, id: string, now: Date) {
  const spent = await db
    .update(workspaceInvitations)
    .set({ uses: sql`${workspaceInvitations.uses} + 1` })
    .where(and(eq(workspaceInvitations.id, id), isOpen(now)))
    .returning({ id: workspaceInvitations.id });
  return spent.length > 0;
}

/**
 * Revokes the invitations someone made to the workspace and that are not revoked yet: they gave the rights
 * of a manager, which that person no longer has.
 */
export async function revokeInvitationsBy(db: Db, workspaceId: string, userId: string) {
  await db
    .update(workspaceInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        eq(workspaceInvitations.invitedBy, userId),
        isNull(workspaceInvitations.revokedAt),
      ),
    );
}

/** Revokes an invitation of the workspace; answers whether there was one. */
export async function revokeInvitationRow(db: Db, workspaceId: string, id: string, now: Date) {
  const revoked = await db
    .update(workspaceInvitations)
    .set({ revokedAt: sql`coalesce(${workspaceInvitations.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(workspaceInvitations.id, id), eq(workspaceInvitations.workspaceId, workspaceId)))
    .returning({ id: workspaceInvitations.id });
  return revoked.length > 0;
}
