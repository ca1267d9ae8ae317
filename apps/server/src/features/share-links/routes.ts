import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { memberOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { createShareLink, listShareLinks, MAX_LINKS_PER_TRANSCRIPTION, revokeShareLink } from './service.js';

const tags = ['share links'];
const notOwn = 'No such transcription in your workspace';

const sharerOf = (request: FastifyRequest) => {
  const { user, workspace, role } = memberOf(request);
  return { userId: user.id, workspaceId: workspace.id, name: user.name, role };
};

/** A transcription's share links, managed by the members of its workspace. */
export const shareLinkRoutes: FastifyPluginAsync<{ config: Pick<Config, 'publicUrl'> }> = async (
  app,
  { config },
) => {
  serve(app, contract.listShareLinks, {
    tags,
    summary: "List a transcription's share links (never their tokens)",
    refusals: { 404: notOwn },
    handler: async (request) => ({
      result: await listShareLinks(app.db, sharerOf(request), request.params.id),
    }),
  });

  serve(app, contract.createShareLink, {
    tags,
    summary: 'Create a read-only link that opens the transcription without signing in',
    description:
      "The answer's `url` holds the token and is shown this once; only its hash is stored. Optionally " +
      `expires after whole days. A transcription has at most ${MAX_LINKS_PER_TRANSCRIPTION} links.`,
    refusals: {
      404: notOwn,
      409: `The transcription is not completed, or already has ${MAX_LINKS_PER_TRANSCRIPTION} links`,
    },
    handler: async (request) => ({
      result: await createShareLink(
        app.db,
        sharerOf(request),
        request.params.id,
        request.body,
        config.publicUrl,
      ),
    }),
  });

  serve(app, contract.revokeShareLink, {
    tags,
    summary: 'Revoke a share link: it stops working at once',
    answered: 'Revoked',
    refusals: {
      403: "The link is another member's and the caller is neither an owner nor an admin",
      404: `${notOwn}, or no such link of it`,
    },
    handler: async (request) =>
      revokeShareLink(app.db, sharerOf(request), request.params.id, request.params.linkId),
  });
};
