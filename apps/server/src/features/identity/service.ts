import type { TIdentity } from '@whispy/contracts';
import { ulid } from 'ulid';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { type Language, translate } from '../../i18n/index.js';
import { findMember, type MemberRow } from './caller-repo.js';
import {
  findUserBySignIn,
  findUserIdByEmail,
  insertUserWithWorkspace,
  type SignInBinding,
  updateAvatar,
} from './repo.js';

export interface Profile {
  email: string;
  name?: string | undefined;
  avatar?: string | null | undefined;
}

const displayName = (profile: Profile) => profile.name?.trim() || profile.email.split('@')[0]!;

/**
 * Creates the user with a personal workspace (new ULID, no currency, no subscription) named in
 * `language`, bound to the issuer's account when one signs in. Answers the new id, or null when another
 * user holds the email or the account by now: two first sign-ins of one person raced.
 */
export async function createUser(
  db: Db,
  profile: Profile,
  options: { language: Language; signIn?: SignInBinding },
): Promise<string | null> {
  const email = profile.email.toLowerCase();
  const name = displayName(profile);
  const userId = ulid();
  const binding = options.signIn && {
    signInIssuer: options.signIn.issuer,
    signInSubject: options.signIn.subject,
  };
  try {
    await insertUserWithWorkspace(
      db,
      { id: userId, email, name, avatar: profile.avatar ?? null, ...binding },
      { id: ulid(), name: translate(options.language, { id: 'workspace.personal_name', params: { name } }) },
    );
  } catch (error) {
    const raced =
      (await findUserIdByEmail(db, email)) ??
      (options.signIn && (await findUserBySignIn(db, options.signIn)));
    if (raced) return null;
    throw error;
  }
  return userId;
}

/**
 * Finds the user by email or creates them, unbound to any issuer: how the admin CLI names a user who may
 * never have signed in. Their first sign-in binds them (ADR 011). Returns the user id and whether it was
 * created.
 */
export async function findOrCreateUser(db: Db, profile: Profile, options: { language: Language }) {
  const email = profile.email.toLowerCase();
  for (let attempt = 0; attempt < 2; attempt++) {
    const existing = await findUserIdByEmail(db, email);
    if (existing) return { userId: existing, created: false };
    const userId = await createUser(db, profile, options);
    if (userId) return { userId, created: true };
  }
  throw new Error(`the user ${email} was created and removed while being looked up`);
}

/** The issuer's latest picture; the name is not refreshed, since the user may have chosen their own. */
export async function refreshAvatar(db: Db, userId: string, profile: Profile) {
  await updateAvatar(db, userId, profile.avatar ?? null);
}

/** The identity of a user as it is now, for answers to a change that altered it (terms, settings). */
export async function currentIdentity(
  db: Db,
  config: Config,
  userId: string,
  workspaceId: string | null,
): Promise<TIdentity> {
  const member = await findMember(db, userId, config.terms.version, { workspaceId, fallBack: true });
  // The caller was signed in a moment ago, and users are not deleted while signed in.
  return toIdentity(member!, config);
}

/** The identity answer of spec §3, with the workspace requirement's null workspace (ADR 021). */
export function toIdentity(
  { user, workspace, role, termsAccepted, hasSubscription, telegram }: MemberRow,
  config: Config,
): TIdentity {
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      avatar: user.avatar,
      terms_accepted: termsAccepted,
      telegram: { connected: telegram !== null, username: telegram?.username ?? null },
    },
    workspace:
      workspace && role
        ? {
            ulid: workspace.id,
            id: workspace.id,
            name: workspace.name,
            currency: workspace.currency,
            has_subscription: hasSubscription,
            user: workspace.ownerId ?? user.id,
            role,
          }
        : null,
    properties: {
      is_demo: workspace !== null && isDemoWorkspace(config, workspace.id, workspace.ownerEmail ?? ''),
    },
  };
}

/** Demo workspaces (DEMO_WORKSPACES, by id or by owner email) are exempt from trial limits and minutes. */
export function isDemoWorkspace(config: Config, workspaceId: string, ownerEmail: string): boolean {
  return config.demo.workspaceIds.has(workspaceId) || config.demo.emails.has(ownerEmail);
}
