import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerIdsOf } from '../../http/access.js';
import { HttpError } from '../../http/http-error.js';
import { serve } from '../../http/serve.js';
import { findInScope, scopeOf, type Transcriptions, VISIBILITIES } from '../transcriptions/index.js';
import { documentOf } from './document.js';
import { attachment, safeFileName } from './file-name.js';
import { createExportRenderer } from './layout-pool.js';

/** `…/:id/download` for the caller's own transcriptions and for public ones, in every export format. */
export function exportRoutes(transcriptions: Pick<Transcriptions, 'db'>): FastifyPluginAsync {
  return async (app) => {
    const renderer = createExportRenderer();
    app.addHook('onClose', () => renderer.close());
    for (const { visibility, scope } of VISIBILITIES) {
      serve(app, contract.downloadTranscript[scope], {
        tags: ['transcriptions'],
        summary: 'Download the saved transcript as TXT, SRT, VTT, JSON, CSV, DOCX or PDF',
        answered: 'The file, as an attachment named after the transcription',
        refusals: {
          404: 'No such transcription in your workspace (or not public)',
          409: 'The transcription is not completed',
          413: 'Too long to lay out as DOCX or PDF; the text formats still work',
          503: 'DOCX or PDF: too many documents waiting, or the layout took too long',
        },
        handler: async (request, reply) => {
          const { id } = request.params;
          const { row } = await findInScope(transcriptions, scopeOf(visibility, callerIdsOf(request)), id);
          if (row.status !== 'completed') throw new HttpError(409, 'exports.not_completed');
          const { format, ...options } = request.query;
          const body = await renderer.render(format, documentOf(row, request), options);
          return reply
            .type(contract.EXPORT_CONTENT_TYPES[format])
            .header('content-disposition', attachment(safeFileName(row.name, format)))
            .send(body);
        },
      });
    }
  };
}
