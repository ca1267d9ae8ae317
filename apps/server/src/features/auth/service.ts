import type { IDToken } from 'openid-client';
import type { Db } from '../../db/database.js';
import type { Language } from '../../i18n/index.js';
import { findOrCreateUser } from '../identity/index.js';

/** Why a sign-in was refused, as the `error` query parameter of /auth/login. */
export type SignInError = 'invalid_state' | 'access_denied' | 'sign_in_failed' | 'email_unverified';

export class SignInRefused extends Error {
  constructor(readonly code: SignInError) {
    super(code);
  }
}

/**
 * Turns verified ID token claims into our user, creating user and workspace on first sign-in.
 * Only a verified email is trusted: it is how accounts are matched. A new workspace is named in
 * `language`, the one the person signs in with.
 */
export async function signIn(db: Db, claims: IDToken, language: Language): Promise<string> {
  const { email, email_verified: verified, name, picture } = claims;
  if (typeof email !== 'string' || verified !== true) throw new SignInRefused('email_unverified');
  const { userId } = await findOrCreateUser(
    db,
    {
      email,
      name: typeof name === 'string' ? name : undefined,
      avatar: typeof picture === 'string' ? picture : null,
    },
    { refresh: true, language },
  );
  return userId;
}
