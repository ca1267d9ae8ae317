import {
  ZAccessToken,
  ZCreateAccessToken,
  ZCreatedAccessToken,
  ZEnvelope,
  ZErrorEnvelope,
} from '@whispy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerIdsOf } from '../../http/access.js';
import { notFound } from '../../http/http-error.js';
import { guardedErrors, noContent, validationError, ZIdParams } from '../../http/responses.js';
import { createAccessToken, listAccessTokens, MAX_TOKENS_PER_USER, revokeAccessToken } from './service.js';

const tags = ['tokens'];

/** Personal access tokens: Bearer credentials for API clients, managed by their owner. */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tokens',
    {
      schema: {
        tags,
        summary: "List the caller's personal access tokens (never their secrets)",
        response: { 200: ZEnvelope(z.array(ZAccessToken)), ...guardedErrors },
      },
    },
    async (request) => ({ result: await listAccessTokens(app.db, callerIdsOf(request)) }),
  );

  app.post(
    '/tokens',
    {
      schema: {
        tags,
        summary: 'Create a personal access token; the secret is in this answer only',
        description: `A user holds at most ${MAX_TOKENS_PER_USER} tokens: one more is refused with 409 until one is revoked.`,
        body: ZCreateAccessToken,
        response: {
          201: ZEnvelope(ZCreatedAccessToken),
          409: ZErrorEnvelope,
          ...guardedErrors,
          ...validationError,
        },
      },
    },
    async (request, reply) => {
      const created = await createAccessToken(app.db, callerIdsOf(request), request.body.name);
      // No message: the page shows the new token with its own notice, and a toast would only repeat it.
      return reply.code(201).send({ result: created });
    },
  );

  app.delete(
    '/tokens/:id',
    {
      schema: {
        tags,
        summary: 'Revoke a personal access token',
        params: ZIdParams,
        response: { 204: noContent('Revoked'), 404: ZErrorEnvelope, ...guardedErrors },
      },
    },
    async (request, reply) => {
      if (!(await revokeAccessToken(app.db, callerIdsOf(request), request.params.id)))
        throw notFound('tokens.not_found');
      return reply.code(204).send();
    },
  );
};
