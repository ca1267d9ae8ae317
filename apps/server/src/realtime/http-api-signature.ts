import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PusherApp } from './channel-auth.js';

/** Pusher refuses HTTP API requests signed longer ago (or further ahead) than this. */
const MAX_CLOCK_SKEW_SECONDS = 600;

export interface HttpApiRequest {
  method: string;
  /** The path as sent, without the query string. */
  path: string;
  /** The decoded query parameters, a repeated one as an array. */
  query: Record<string, string | string[] | undefined>;
  body: string;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * `auth_signature` of Pusher's HTTP API: HMAC-SHA256 of the method, the path and the query parameters
 * (keys in lower case, sorted, not URL-escaped) joined by newlines.
 */
export function httpApiSignature(
  secret: string,
  method: string,
  path: string,
  params: Record<string, string>,
) {
  const query = Object.entries(params)
    .filter(([key]) => key !== 'auth_signature')
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return createHmac('sha256', secret).update(`${method.toUpperCase()}\n${path}\n${query}`).digest('hex');
}

/** Why a request to the HTTP API is not from a holder of the app secret, or null when it is. */
export function httpApiRequestProblem(app: PusherApp, request: HttpApiRequest, nowMs = Date.now()) {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.query)) {
    if (typeof value !== 'string') return `The parameter ${key} is given more than once.`;
    params[key] = value;
  }
  if (params.auth_key !== app.key) return 'Unknown auth_key.';
  if (params.auth_version !== '1.0') return 'Unsupported auth_version: only 1.0 is accepted.';
  const timestamp = Number(params.auth_timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowMs / 1000 - timestamp) > MAX_CLOCK_SKEW_SECONDS)
    return `auth_timestamp must be within ${MAX_CLOCK_SKEW_SECONDS} seconds of the server's time.`;
  if (request.body !== '' && params.body_md5 !== md5(request.body))
    return 'body_md5 does not match the body.';
  const expected = Buffer.from(httpApiSignature(app.secret, request.method, request.path, params));
  const given = Buffer.from(params.auth_signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'Invalid auth_signature.';
  return null;
}
