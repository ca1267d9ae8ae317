import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { callerOf, memberOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { currentIdentity } from './service.js';
import { updateUser, updateWorkspace } from './settings.js';

const tags = ['identity'];

/** The settings page's workspace and user blocks; each change answers the refreshed identity. */
export const identityRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const refreshedIdentity = async (request: FastifyRequest) => ({
    result: await currentIdentity(app.db, config, callerOf(request).user.id, memberOf(request).workspace.id),
    message: request.t('settings.saved'),
  });

  serve(app, contract.updateWorkspace, {
    tags,
    summary: 'Rename your workspace, or pick its currency (once: changing it later needs support)',
    refusals: { 404: "Not the caller's workspace" },
    handler: async (request) => {
      await updateWorkspace(app.db, memberOf(request), request.params.id, request.body);
      return refreshedIdentity(request);
    },
  });

  serve(app, contract.updateUser, {
    tags,
    summary: 'Change your display name (kept over later sign-ins)',
    refusals: { 404: 'Not the caller' },
    handler: async (request) => {
      await updateUser(app.db, callerOf(request), request.params.id, request.body);
      return refreshedIdentity(request);
    },
  });
};
