import { ZErrorEnvelope } from '@whispy/contracts';
import type { RouteOptions } from 'fastify';
import { validationError } from './responses.js';

const unreadable = ZErrorEnvelope.describe('The request could not be read: malformed JSON or path encoding');

/** What Fastify answers by itself, before any handler runs, according to what a route takes. */
const frameworkAnswers = {
  params: {
    400: unreadable,
    414: ZErrorEnvelope.describe('A path segment is longer than the router takes'),
    ...validationError,
  },
  querystring: validationError,
  headers: validationError,
  body: {
    400: unreadable,
    413: ZErrorEnvelope.describe('The body is larger than the server takes'),
    415: ZErrorEnvelope.describe('The body is not JSON'),
    ...validationError,
  },
};

/** The access guard refuses a bad bearer token even where anyone may call (see access.ts). */
const badToken = {
  401: ZErrorEnvelope.describe(
    'The bearer token is unknown or revoked (send none to be answered as signed out)',
  ),
};

/**
 * An onRoute hook that adds to each route's documented responses the answers it gives without naming them:
 * Fastify's, for a route that takes path parameters, a query, headers or a body, and the access guard's to a
 * bad token on a public route. So the OpenAPI document, and the fuzzer that holds the server to it (see
 * docs/adr/014-fuzzed-api.md), lists every status a client can meet. A route's own description wins.
 */
export function documentImplicitAnswers(route: RouteOptions) {
  const { schema } = route;
  if (!schema?.response || schema.hide) return;
  const parts = (['params', 'querystring', 'headers', 'body'] as const).filter((part) => schema[part]);
  const implicit = Object.assign(
    route.config?.access === 'public' ? { ...badToken } : {},
    ...parts.map((part) => frameworkAnswers[part]),
  );
  route.schema = { ...schema, response: { ...implicit, ...(schema.response as object) } };
}
