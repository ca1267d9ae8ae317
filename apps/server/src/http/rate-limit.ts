import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-error.js';

/**
 * Makes `config: { rateLimit }` available to routes; none is limited unless it says so. Counts live in
 * process memory, per route and client IP (`request.ip`, so TRUST_PROXY decides who the client is): one
 * server process needs no shared store, and a restart merely forgives. Over the limit the answer is a
 * 429 envelope in the request's language, with `retry-after` in seconds.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, 'request.rate_limited'),
    });
  },
  { name: 'rate-limit', dependencies: ['error-handler'] },
);

/**
 * The per-user limit of the whole API, on top of any route's own: counted per signed-in user (whatever
 * token or browser they call from, so a user cannot multiply it) and per client IP for the rest. It runs
 * after the access guard has found the caller, so a refused caller costs nothing. Routes that say
 * `rateLimit: false` are left out: tus's upload chunks (bounded by the upload and storage limits) and
 * Stripe's webhook (which Stripe retries, and which checks its own signature).
 */
export function addApiRateLimit(scope: FastifyInstance, perMinute: number) {
  scope.addHook(
    'preHandler',
    scope.rateLimit({
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => (request.member ? `user:${request.member.user.id}` : `ip:${request.ip}`),
      allowList: (request) => request.routeOptions.config.rateLimit === false,
    }),
  );
}

/** The limit of each step of signing in, which costs an issuer round trip or a bot-challenge check. */
export const signInRateLimit = (perMinute: number): RateLimitOptions => ({
  max: perMinute,
  timeWindow: 60_000,
});
