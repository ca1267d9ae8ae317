import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { randomSecret, sha256 } from './secrets.js';
import { deleteSession, findLiveSessionUser, insertSession } from './session-repo.js';

export const SESSION_COOKIE = 'whispy_session';
const SESSION_DAYS = 30;

/** The user id behind the request's session cookie, or null when it is absent, unknown or expired. */
export async function sessionUser(db: Db, request: FastifyRequest): Promise<string | null> {
  const token = request.cookies[SESSION_COOKIE];
  return token ? findLiveSessionUser(db, sha256(token)) : null;
}

/**
 * Starts a fresh session for the user. Any session the browser already carried is destroyed first, so a
 * session id planted before sign-in (fixation) never becomes authenticated.
 */
export async function rotateSession(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  await endSession(db, config, request, reply);
  const token = randomSecret();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  await insertSession(db, { id: sha256(token), userId, expiresAt });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    expires: expiresAt,
  });
}

/** Destroys the session row (not just the cookie), so a copied cookie stops working too. */
export async function endSession(db: Db, config: Config, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  await deleteSession(db, sha256(token));
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  });
}
