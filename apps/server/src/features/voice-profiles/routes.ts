import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerIdsOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { deleteVoiceProfile, listVoiceProfiles, renameVoiceProfile, saveVoiceProfile } from './service.js';

const tags = ['voice profiles'];
const notFound = { 404: 'No such voice profile in your workspace' };

/**
 * A workspace's voice profiles: named speaker voices that name matching speakers of later transcriptions.
 * Every lookup is scoped to the caller's workspace in SQL, so another workspace's id answers 404.
 */
export const voiceProfileRoutes: FastifyPluginAsync = async (app) => {
  serve(app, contract.listVoiceProfiles, {
    tags,
    summary: "The workspace's voice profiles, by name (never their embeddings)",
    handler: async (request) => ({
      result: await listVoiceProfiles(app.db, callerIdsOf(request).workspaceId),
    }),
  });

  serve(app, contract.createVoiceProfile, {
    tags,
    summary: "Save a speaker's voice from one of the workspace's transcriptions under a name",
    description: `Only the speaker's voice embedding is kept, never audio. A workspace holds at most ${contract.VOICE_PROFILE_LIMITS.perWorkspace} profiles, each with its own name.`,
    refusals: {
      404: 'No such transcription in your workspace',
      409: 'The name is taken, or the workspace has as many profiles as it may',
    },
    handler: async (request) => {
      const saved = await saveVoiceProfile(app.db, callerIdsOf(request), request.body);
      return {
        result: saved,
        message: request.t({ id: 'voice_profiles.saved', params: { name: saved.name } }),
      };
    },
  });

  serve(app, contract.renameVoiceProfile, {
    tags,
    summary: 'Rename a voice profile',
    refusals: { ...notFound, 409: 'Another profile has the name' },
    handler: async (request) => {
      const { workspaceId } = callerIdsOf(request);
      const renamed = await renameVoiceProfile(app.db, workspaceId, request.params.id, request.body.name);
      return { result: renamed, message: request.t('voice_profiles.renamed') };
    },
  });

  serve(app, contract.deleteVoiceProfile, {
    tags,
    summary: 'Delete a voice profile and its embedding',
    answered: 'Deleted',
    refusals: notFound,
    handler: async (request) => {
      await deleteVoiceProfile(app.db, callerIdsOf(request).workspaceId, request.params.id);
    },
  });
};
