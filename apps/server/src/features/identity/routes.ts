import { ZEnvelope, ZErrorEnvelope, ZIdentity, ZUpdateUser, ZUpdateWorkspace } from '@whispy/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { callerOf } from '../../http/access.js';
import { guardedErrors, validationError } from '../../http/responses.js';
import { findMember } from './repo.js';
import { toIdentity } from './service.js';
import { updateUser, updateWorkspace } from './settings.js';

const ZIdParams = z.object({ id: z.string().min(1).max(64) });
const answers = { 200: ZEnvelope(ZIdentity), 404: ZErrorEnvelope, ...guardedErrors, ...validationError };

/** The settings page's workspace and user blocks; each change answers the refreshed identity. */
export const identityRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const refreshedIdentity = async (request: FastifyRequest) => {
    const member = await findMember(app.db, callerOf(request).user.id, config.terms.version);
    return { result: toIdentity(member!, config), message: request.t('settings.saved') };
  };

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
