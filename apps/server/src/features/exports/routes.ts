import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerIdsOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { findInScope, scopeOf, type Transcriptions, VISIBILITIES } from '../transcriptions/index.js';
import type { Downloads } from './downloads.js';

/** What a download may be refused with, beside a transcription that cannot be found. */
export const DOWNLOAD_REFUSALS = {
  409: 'The transcription is not completed',
  413: 'Too long to lay out as DOCX or PDF; the text formats still work',
  503: 'DOCX or PDF: too many documents waiting, or the layout took too long',
};

/** `…/:id/download` for the caller's own transcriptions and for public ones, in every export format. */
export function exportRoutes(
  transcriptions: Pick<Transcriptions, 'db'>,
  files: Downloads,
): FastifyPluginAsync {
  return async (app) => {
    for (const { visibility, scope } of VISIBILITIES) {
      serve(app, contract.downloadTranscript[scope], {
        tags: ['transcriptions'],
        summary: 'Download the saved transcript as TXT, SRT, VTT, JSON, CSV, DOCX or PDF',
        answered: 'The file, as an attachment named after the transcription',
        refusals: { 404: 'No such transcription in your workspace (or not public)', ...DOWNLOAD_REFUSALS },
        handler: async (request, reply) => {
          const scopeOfCaller = scopeOf(visibility, callerIdsOf(request));
          const { row } = await findInScope(transcriptions, scopeOfCaller, request.params.id);
          return files.send(row, request.query, request, reply);
        },
      });
    }
  };
}
