import { ZEnvelope, ZErrorEnvelope, ZIdentity, ZUpdateUser, ZUpdateWorkspace } from '@whispy/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { callerOf } from '../../http/access.js';
import { guardedErrors, validationError, ZIdParams } from '../../http/responses.js';
import { currentIdentity } from './service.js';
import { updateUser, updateWorkspace } from './settings.js';

const answers = { 200: ZEnvelope(ZIdentity), 404: ZErrorEnvelope, ...guardedErrors, ...validationError };

/** The settings page's workspace and user blocks; each change answers the refreshed identity. */
export const identityRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const refreshedIdentity = async (request: FastifyRequest) => ({
    result: await currentIdentity(app.db, config, callerOf(request).user.id),
    message: request.t('settings.saved'),
  });

  app.put(
    '/workspace/:id',
    {
      schema: {
        tags: ['identity'],
        summary: 'Rename your workspace, or pick its currency (once: changing it later needs support)',
        params: ZIdParams,
        body: ZUpdateWorkspace,
        response: answers,
      },
    },
    async (request) => {
      await updateWorkspace(app.db, callerOf(request), request.params.id, request.body);
      return refreshedIdentity(request);
    },
  );

  app.put(
    '/user/:id',
    {
      schema: {
        tags: ['identity'],
        summary: 'Change your display name (kept over later sign-ins)',
        params: ZIdParams,
        body: ZUpdateUser,
        response: answers,
      },
    },
    async (request) => {
      await updateUser(app.db, callerOf(request), request.params.id, request.body);
      return refreshedIdentity(request);
    },
  );
};
