import type { TCurrency } from '@whispy/contracts';
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users, workspaceMembers, workspaces } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type WorkspaceRow = typeof workspaces.$inferSelect;

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/** An issuer's account: the ID token's issuer (or `local`) and subject. */
export interface SignInBinding {
  issuer: string;
  subject: string;
}

/** The user an issuer's account is bound to. */
export async function findUserBySignIn(db: Db, { issuer, subject }: SignInBinding) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.signInIssuer, issuer), eq(users.signInSubject, subject)));
  return row ?? null;
}

/** The user holding the email, with the issuer their account is bound to (null: none yet). */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, issuer: users.signInIssuer })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

/**
 * Binds the user to an issuer's account, only while they are still bound to `from` (null: unbound), so
 * that of two sign-ins racing for one account only one binds it. Answers whether it did.
 */
export async function bindSignIn(db: Db, userId: string, binding: SignInBinding, from: string | null) {
  const bound = await db
    .update(users)
    .set({ signInIssuer: binding.issuer, signInSubject: binding.subject })
    .where(
      and(eq(users.id, userId), from === null ? isNull(users.signInIssuer) : eq(users.signInIssuer, from)),
    )
    .returning({ id: users.id });
  return bound.length > 0;
}

/** Moves the user to a new email unless another user holds it; answers whether it did. */
export async function updateEmailUnlessTaken(db: Db, userId: string, email: string) {
  const holder = db.select({ id: sql`1` }).from(users).where(eq(users.email, email));
  try {
    const updated = await db
      .update(users)
      .set({ email })
      .where(and(eq(users.id, userId), notExists(holder)))
      .returning({ id: users.id });
    return updated.length > 0;
  } catch (error) {
    // Another user took the email between the check and the write: the unique index said no.
    if (await findUserIdByEmail(db, email)) return false;
    throw error;
  }
}

export async function insertUserWithWorkspace(
  db: Db,
  user: {
    id: string;
    email: string;
    name: string;
    avatar: string | null;
    signInIssuer?: string;
    signInSubject?: string;
  },
  workspace: { id: string; name: string },
) {
  await db.transaction(async (tx) => {
    await tx.insert(users).values(user);
    await tx.insert(workspaces).values(workspace);
    await tx.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: user.id, role: 'owner' });
  });
}

export async function updateAvatar(db: Db, userId: string, avatar: string | null) {
  await db.update(users).set({ avatar }).where(eq(users.id, userId));
}

export async function updateUserName(db: Db, userId: string, name: string) {
  await db.update(users).set({ name }).where(eq(users.id, userId));
}

export async function updateWorkspaceName(db: Db, workspaceId: string, name: string) {
  await db.update(workspaces).set({ name }).where(eq(workspaces.id, workspaceId));
}

/** Sets the currency only while it is unset; answers whether it did. */
export async function setCurrencyOnce(db: Db, workspaceId: string, currency: TCurrency) {
  const updated = await db
    .update(workspaces)
    .set({ currency })
    .where(and(eq(workspaces.id, workspaceId), isNull(workspaces.currency)))
    .returning({ id: workspaces.id });
  return updated.length > 0;
}
