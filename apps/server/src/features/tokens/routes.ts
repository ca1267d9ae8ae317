import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf, memberOf } from '../../http/access.js';
import { notFound } from '../../http/http-error.js';
import { serve } from '../../http/serve.js';
import { chosenWorkspace } from '../workspaces/index.js';
import { createAccessToken, listAccessTokens, MAX_TOKENS_PER_USER, revokeAccessToken } from './service.js';

const tags = ['tokens'];

/** Personal access tokens: Bearer credentials for API clients, managed by their owner. */
export const tokenRoutes: FastifyPluginAsync = async (app) => {
  serve(app, contract.listAccessTokens, {
    tags,
    summary: "List the caller's personal access tokens in all their workspaces (never their secrets)",
    handler: async (request) => ({ result: await listAccessTokens(app.db, callerOf(request).user.id) }),
  });

  serve(app, contract.createAccessToken, {
    tags,
    summary: 'Create a personal access token; the secret is in this answer only',
    description: `The token acts in one workspace: \`workspace_id\`, or the current one. A user holds at most ${MAX_TOKENS_PER_USER} tokens: one more is refused with 409 until one is revoked.`,
    refusals: {
      404: 'The caller does not belong to the workspace',
      409: `The user already holds ${MAX_TOKENS_PER_USER} tokens`,
    },
    // No message: the page shows the new token with its own notice, and a toast would only repeat it.
    handler: async (request) => {
      const member = memberOf(request);
      const workspace = await chosenWorkspace(app.db, member, request.body.workspace_id);
      const scope = { userId: member.user.id, workspaceId: workspace.id, workspaceName: workspace.name };
      return { result: await createAccessToken(app.db, scope, request.body.name) };
    },
  });

  serve(app, contract.revokeAccessToken, {
    tags,
    summary: 'Revoke a personal access token',
    answered: 'Revoked',
    refusals: { 404: "No such token among the caller's" },
    handler: async (request) => {
      if (!(await revokeAccessToken(app.db, callerOf(request).user.id, request.params.id)))
        throw notFound('tokens.not_found');
    },
  });
};
