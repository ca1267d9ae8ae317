import type { IDToken } from 'openid-client';
import type { Db } from '../../db/database.js';
import type { Language } from '../../i18n/index.js';
import {
  bindSignIn,
  createUser,
  findUserByEmail,
  findUserBySignIn,
  type Profile,
  refreshAvatar,
  type SignInBinding,
  updateEmailUnlessTaken,
} from '../identity/index.js';
import { LOCAL_ACCOUNT_ISSUER } from './sign-in-setup.js';

/** Why a sign-in was refused, as the `error` query parameter of /auth/login. */
export type SignInError =
  | 'invalid_state'
  | 'access_denied'
  | 'sign_in_failed'
  | 'sign_in_unavailable'
  | 'email_unverified'
  | 'email_taken';

export class SignInRefused extends Error {
  constructor(readonly code: SignInError) {
    super(code);
  }
}

/**
 * Turns a verified ID token into our user, creating user and workspace on first sign-in. A new
 * workspace is named in `language`, the one the person signs in with. Only a verified email is taken.
 */
export async function signIn(db: Db, account: SignInBinding, claims: IDToken, language: Language) {
  const { email, email_verified: verified, name, picture } = claims;
  if (typeof email !== 'string' || verified !== true) throw new SignInRefused('email_unverified');
  const profile: Profile = {
    email: email.toLowerCase(),
    name: typeof name === 'string' ? name : undefined,
    avatar: typeof picture === 'string' ? picture : null,
  };
  // A lost race (two first sign-ins of one person at once) is settled by looking again.
  const userId =
    (await matchAccount(db, account, profile, language)) ??
    (await matchAccount(db, account, profile, language));
  if (!userId) throw new Error('the account changed hands twice while signing in');
  return userId;
}

/**
 * Which user the issuer's account signs in as (ADR 011), or null when a concurrent sign-in changed the
 * answer. Accounts are matched by issuer and subject, never by email alone: an email can be given to
 * someone new, a subject is not. The email links an account only to a user bound to no issuer yet
 * (created by the CLI, or last signed in before this rule), or to one bound only to the bundled local
 * issuer, where anyone could have typed that email.
 */
async function matchAccount(
  db: Db,
  account: SignInBinding,
  profile: Profile,
  language: Language,
): Promise<string | null> {
  const bound = await findUserBySignIn(db, account);
  if (bound) {
    // The email follows the account, unless another user holds the new one: then the old one stays.
    if (bound.email !== profile.email) await updateEmailUnlessTaken(db, bound.id, profile.email);
    await refreshAvatar(db, bound.id, profile);
    return bound.id;
  }
  const holder = await findUserByEmail(db, profile.email);
  if (!holder) return createUser(db, profile, { language, signIn: account });
  const mayTakeOver =
    holder.issuer === null ||
    (holder.issuer === LOCAL_ACCOUNT_ISSUER && account.issuer !== LOCAL_ACCOUNT_ISSUER);
  if (!mayTakeOver) throw new SignInRefused('email_taken');
  if (!(await bindSignIn(db, holder.id, account, holder.issuer))) return null;
  await refreshAvatar(db, holder.id, profile);
  return holder.id;
}
