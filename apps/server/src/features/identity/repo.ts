import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { termsAcceptances, users, workspaces } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type WorkspaceRow = typeof workspaces.$inferSelect;
export interface MemberRow {
  user: UserRow;
  workspace: WorkspaceRow;
  termsAccepted: boolean;
}

/** The user with their workspace and whether they accepted the current terms version, in one query. */
export async function findMember(db: Db, userId: string, termsVersion: string): Promise<MemberRow | null> {
  const [row] = await db
    .select({ user: users, workspace: workspaces, acceptance: termsAcceptances.id })
    .from(users)
    .innerJoin(workspaces, eq(workspaces.ownerId, users.id))
    .leftJoin(
      termsAcceptances,
      and(eq(termsAcceptances.userId, users.id), eq(termsAcceptances.version, termsVersion)),
    )
    .where(eq(users.id, userId));
  return row ? { user: row.user, workspace: row.workspace, termsAccepted: row.acceptance !== null } : null;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

export async function insertUserWithWorkspace(
  db: Db,
  user: { id: string; email: string; name: string; avatar: string | null },
  workspace: { id: string; name: string },
) {
  await db.transaction(async (tx) => {
    await tx.insert(users).values(user);
    await tx.insert(workspaces).values({ ...workspace, ownerId: user.id });
  });
}

export async function updateProfile(
  db: Db,
  userId: string,
  profile: { name: string; avatar: string | null },
) {
  await db.update(users).set(profile).where(eq(users.id, userId));
}
