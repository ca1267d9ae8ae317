import {
  VOICE_PROFILE_LIMITS,
  ZCreateVoiceProfile,
  ZEnvelope,
  ZErrorEnvelope,
  ZUpdateVoiceProfile,
  ZVoiceProfile,
} from '@whispy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerIdsOf } from '../../http/access.js';
import { guardedErrors, noContent, validationError, ZIdParams } from '../../http/responses.js';
import { deleteVoiceProfile, listVoiceProfiles, renameVoiceProfile, saveVoiceProfile } from './service.js';

const tags = ['voice profiles'];
const notFound = { 404: ZErrorEnvelope.describe('No such voice profile in your workspace') };

/**
 * A workspace's voice profiles: named speaker voices that name matching speakers of later transcriptions.
 * Every lookup is scoped to the caller's workspace in SQL, so another workspace's id answers 404.
 */
export const voiceProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/voice-profiles',
    {
      schema: {
        tags,
        summary: "The workspace's voice profiles, by name (never their embeddings)",
        response: { 200: ZEnvelope(z.array(ZVoiceProfile)), ...guardedErrors },
      },
    },
    async (request) => ({ result: await listVoiceProfiles(app.db, callerIdsOf(request).workspaceId) }),
  );

  app.post(
    '/voice-profiles',
    {
      schema: {
        tags,
        summary: "Save a speaker's voice from one of the workspace's transcriptions under a name",
        description: `Only the speaker's voice embedding is kept, never audio. A workspace holds at most ${VOICE_PROFILE_LIMITS.perWorkspace} profiles, each with its own name.`,
        body: ZCreateVoiceProfile,
        response: {
          201: ZEnvelope(ZVoiceProfile),
          404: ZErrorEnvelope.describe('No such transcription in your workspace'),
          409: ZErrorEnvelope.describe('The name is taken, or the workspace has as many profiles as it may'),
          ...guardedErrors,
          ...validationError,
        },
      },
    },
    async (request, reply) => {
      const saved = await saveVoiceProfile(app.db, callerIdsOf(request), request.body);
      return reply.code(201).send({
        result: saved,
        message: request.t({ id: 'voice_profiles.saved', params: { name: saved.name } }),
      });
    },
  );

  app.put(
    '/voice-profiles/:id',
    {
      schema: {
        tags,
        summary: 'Rename a voice profile',
        params: ZIdParams,
        body: ZUpdateVoiceProfile,
        response: {
          200: ZEnvelope(ZVoiceProfile),
          ...notFound,
          409: ZErrorEnvelope.describe('Another profile has the name'),
          ...guardedErrors,
          ...validationError,
        },
      },
    },
    async (request) => {
      const { workspaceId } = callerIdsOf(request);
      const renamed = await renameVoiceProfile(app.db, workspaceId, request.params.id, request.body.name);
      return { result: renamed, message: request.t('voice_profiles.renamed') };
    },
  );

  app.delete(
    '/voice-profiles/:id',
    {
      schema: {
        tags,
        summary: 'Delete a voice profile and its embedding',
        params: ZIdParams,
        response: { 204: noContent('Deleted'), ...notFound, ...guardedErrors },
      },
    },
    async (request, reply) => {
      await deleteVoiceProfile(app.db, callerIdsOf(request).workspaceId, request.params.id);
      return reply.code(204).send();
    },
  );
};
