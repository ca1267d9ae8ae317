import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
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

/** The limit of each step of signing in, which costs an issuer round trip or a bot-challenge check. */
export const signInRateLimit = (perMinute: number): RateLimitOptions => ({
  max: perMinute,
  timeWindow: 60_000,
});
