import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Caller } from './access.js';
import { randomSecret, sha256 } from './secrets.js';
import {
  deleteSession,
  deleteSessionsOfUser,
  insertSession,
  setSessionWorkspace,
  touchSession,
} from './session-repo.js';

const SESSION_COOKIE = 'whispy_session';
const HOUR = 3_600_000;

/**
 * On https the cookie carries the `__Host-` prefix: browsers then keep it only when it is Secure, for
 * Path=/ and without a Domain, so neither a sibling subdomain nor a plain-http page can plant or
 * overwrite it. Plain http (a local install) cannot have Secure cookies, so the name stays bare there.
 */
export const sessionCookieName = (config: Config) =>
  config.secureCookies ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

const cookieOptions = (config: Config) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies }) as const;

/**
 * How stale the idle clock may grow before a request writes it again: an hour, or a tenth of a short
 * idle timeout. Reading pages then costs no write per request, and a session ends at most that much
 * before its idle timeout.
 */
export const idleClockResolutionMs = (idleMs: number) => Math.min(HOUR, idleMs / 10);

/** A live session's caller and idle clock, as the identity feature finds them in one statement. */
export type SessionCallerLookup = (
  sessionId: string,
  now: Date,
) => Promise<{ caller: Caller; lastSeenAt: Date } | null>;

/**
 * The caller behind the request's session cookie, in the workspace the session works in, or null when
 * the cookie is absent, unknown, idle too long or past its lifetime. Use moves the idle clock on.
 */
export async function sessionCaller(
  db: Db,
  config: Config,
  request: FastifyRequest,
  lookUp: SessionCallerLookup,
): Promise<Caller | null> {
  const token = request.cookies[sessionCookieName(config)];
  if (!token) return null;
  const id = sha256(token);
  const now = new Date();
  const found = await lookUp(id, now);
  if (!found) return null;
  if (now.getTime() - found.lastSeenAt.getTime() >= idleClockResolutionMs(config.sessions.idleMs)) {
    await touchSession(db, id, now);
  }
  return found.caller;
}

/**
 * Makes the workspace the one this browser's session works in; answers false for a request without a
 * session (a personal access token acts in the workspace it was made for).
 */
export async function switchSessionWorkspace(
  db: Db,
  config: Config,
  request: FastifyRequest,
  workspaceId: string,
): Promise<boolean> {
  const token = request.cookies[sessionCookieName(config)];
  if (!token || request.headers.authorization) return false;
  await setSessionWorkspace(db, sha256(token), workspaceId);
  return true;
}

/**
 * Starts a fresh session for the user. Any session the browser already carried is destroyed first, so a
 * session id planted before sign-in (fixation) never becomes authenticated. The cookie lasts as long as
 * the session's lifetime; the idle timeout is enforced on the server.
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
  const createdAt = new Date();
  await insertSession(db, { id: sha256(token), userId, createdAt });
  reply.setCookie(sessionCookieName(config), token, {
    ...cookieOptions(config),
    expires: new Date(createdAt.getTime() + config.sessions.lifetimeMs),
  });
}

/** Destroys the session row (not just the cookie), so a copied cookie stops working too. */
export async function endSession(db: Db, config: Config, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[sessionCookieName(config)];
  if (!token) return;
  await deleteSession(db, sha256(token));
  reply.clearCookie(sessionCookieName(config), cookieOptions(config));
}

/** Ends every session of the user, in every browser, and clears this browser's cookie. */
export async function endEverySession(db: Db, config: Config, reply: FastifyReply, userId: string) {
  const ended = await deleteSessionsOfUser(db, userId);
  reply.clearCookie(sessionCookieName(config), cookieOptions(config));
  return ended;
}
