import type { TIdentity } from '@whispy/contracts';
import { ulid } from 'ulid';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { type Language, translate } from '../../i18n/index.js';
import {
  findMember,
  findUserIdByEmail,
  insertUserWithWorkspace,
  type MemberRow,
  updateAvatar,
} from './repo.js';

export interface Profile {
  email: string;
  name?: string | undefined;
  avatar?: string | null | undefined;
}

const displayName = (profile: Profile) => profile.name?.trim() || profile.email.split('@')[0]!;

/**
 * Finds the user by email or creates them with a personal workspace (new ULID, no currency, no
 * subscription), named in `language`. Returns the user id and whether it was created. With `refresh`,
 * the stored avatar follows the issuer's latest claims, as on every sign-in; the name does not, since
 * the user may have chosen their own in the settings.
 */
export async function findOrCreateUser(
  db: Db,
  profile: Profile,
  options: { refresh: boolean; language: Language },
) {
  const email = profile.email.toLowerCase();
  const name = displayName(profile);
  const avatar = profile.avatar ?? null;
  const existing = await findUserIdByEmail(db, email);
  if (existing) {
    if (options.refresh) await updateAvatar(db, existing, avatar);
    return { userId: existing, created: false };
  }
  const userId = ulid();
  try {
    await insertUserWithWorkspace(
      db,
      { id: userId, email, name, avatar },
      { id: ulid(), name: translate(options.language, { id: 'workspace.personal_name', params: { name } }) },
    );
  } catch (error) {
    // Two first sign-ins of the same person raced: the other one created the user.
    const raced = await findUserIdByEmail(db, email);
    if (raced) return { userId: raced, created: false };
    throw error;
  }
  return { userId, created: true };
}

/** The identity of a user as it is now, for answers to a change that altered it (terms, settings). */
export async function currentIdentity(db: Db, config: Config, userId: string): Promise<TIdentity> {
  const member = await findMember(db, userId, config.terms.version);
  // The caller was signed in a moment ago, and users are not deleted while signed in.
  return toIdentity(member!, config);
}

/** The identity answer of spec §3. */
export function toIdentity(
  { user, workspace, termsAccepted, hasSubscription, telegram }: MemberRow,
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
    workspace: {
      ulid: workspace.id,
      id: workspace.id,
      name: workspace.name,
      currency: workspace.currency,
      has_subscription: hasSubscription,
      user: workspace.ownerId,
    },
    properties: {
      is_demo: isDemoWorkspace(config, workspace.id, user.email),
    },
  };
}

/** Demo workspaces (DEMO_WORKSPACES, by id or by owner email) are exempt from trial limits and minutes. */
export function isDemoWorkspace(config: Config, workspaceId: string, ownerEmail: string): boolean {
  return config.demo.workspaceIds.has(workspaceId) || config.demo.emails.has(ownerEmail);
}
