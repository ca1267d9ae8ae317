import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerIdsOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import type { EngineChoices, Transcriptions } from '../transcriptions/index.js';
import { createFromLink } from './service.js';

/** `POST transcriptions/from-link`: any member of the workspace, like an upload. */
export function linkImportRoutes(
  transcriptions: Transcriptions,
  engineChoices: EngineChoices,
): FastifyPluginAsync {
  return async (app) => {
    serve(app, contract.createTranscriptionFromLink, {
      tags: ['transcriptions'],
      summary:
        'Create a transcription of the audio or video file at a direct http(s) link, fetched by the server',
      description:
        'The server downloads the file as a job through its outbound guard (public addresses only unless the operator allows more), within the size limit and a time limit; the transcription shows `from_link` and fails with the reason when the link does not give a file it can transcribe.',
      refusals: {
        403: "The trial, or the workspace's limit set by the administrator, has no transcriptions left",
        413: 'The workspace is at its storage quota',
        429: 'Too many uploads and links under way at once',
      },
      handler: async (request) => ({
        result: await createFromLink(transcriptions, engineChoices, callerIdsOf(request), request.body),
      }),
    });
  };
}
