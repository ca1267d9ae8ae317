import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { HttpError } from './http-error.js';
import { hmac, randomSecret, safeEqual } from './secrets.js';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit token: a cross-site page can make the browser send the cookie but cannot read it to
 * copy into the header. The HMAC stops a sibling subdomain from planting a cookie of its own choosing.
 */
export function issueCsrfCookie(reply: FastifyReply, config: Config) {
  const nonce = randomSecret();
  reply.setCookie(CSRF_COOKIE, `${nonce}.${hmac(config.sessionSecret, nonce)}`, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: config.secureCookies,
  });
}

export function verifyCsrf(request: FastifyRequest, config: Config) {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  const [nonce, signature] = cookie?.split('.') ?? [];
  const valid =
    typeof header === 'string' &&
    cookie !== undefined &&
    nonce !== undefined &&
    signature !== undefined &&
    safeEqual(header, cookie) &&
    safeEqual(signature, hmac(config.sessionSecret, nonce));
  if (!valid) {
    throw new HttpError(419, 'csrf.mismatch');
  }
}
