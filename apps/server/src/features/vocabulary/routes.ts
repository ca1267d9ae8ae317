import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { memberOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { readGlossary, saveGlossary } from './service.js';

const tags = ['workspaces'];
const foreign = "Not one of the caller's workspaces";
const { entries, entryLength } = contract.VOCABULARY_LIMITS;

/** A workspace's glossary (ADR 032): membership is checked in SQL on every request, so a foreign id is 404. */
export const vocabularyRoutes: FastifyPluginAsync = async (app) => {
  serve(app, contract.getGlossary, {
    tags,
    summary: "The workspace's glossary: names and terms its uploads pass to the engine",
    refusals: { 404: foreign },
    handler: async (request) => ({
      result: await readGlossary(app.db, request.params.id, memberOf(request).user.id),
    }),
  });

  serve(app, contract.saveGlossary, {
    tags,
    summary: "Replace the workspace's glossary (owners and admins)",
    description: `At most ${entries} entries of one line and ${entryLength} characters each; spaces are collapsed and repeats (ignoring case) dropped.`,
    refusals: { 403: 'The caller is a member, not an owner or admin', 404: foreign },
    handler: async (request) => {
      const { id } = request.params;
      const saved = await saveGlossary(app.db, id, memberOf(request).user.id, request.body.entries);
      return { result: saved, message: request.t('vocabulary.saved') };
    },
  });
};
