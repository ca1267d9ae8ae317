import { ZErrorEnvelope } from '@whispy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerIdsOf } from '../../http/access.js';
import { HttpError } from '../../http/http-error.js';
import { fileAnswer, guardedErrors, validationError, ZIdParams } from '../../http/responses.js';
import { findInScope, scopeOf, type Transcriptions, VISIBILITIES } from '../transcriptions/index.js';
import { documentOf } from './document.js';
import { attachment, safeFileName } from './file-name.js';
import { EXPORT_FORMATS, formats } from './formats.js';
import { createExportRenderer } from './layout-pool.js';

const flag = z
  .enum(['true', 'false'])
  .default('true')
  .transform((value) => value === 'true');

const ZDownloadQuery = z.object({
  format: z.enum(EXPORT_FORMATS),
  /** TXT, DOCX and PDF: `[hh:mm:ss]` before each paragraph. */
  timestamps: flag,
  /** TXT, DOCX, PDF and VTT: speaker names (VTT voice tags). */
  speakers: flag,
});

const mediaTypes = [...new Set(Object.values(formats).map(({ contentType }) => contentType.split(';')[0]!))];

/** `…/:id/download` for the caller's own transcriptions and for public ones, in every export format. */
export function exportRoutes(transcriptions: Transcriptions): FastifyPluginAsyncZod {
  return async (app) => {
    const renderer = createExportRenderer();
    app.addHook('onClose', () => renderer.close());
    for (const { visibility, path } of VISIBILITIES) {
      app.get(
        `${path}/:id/download`,
        {
          schema: {
            tags: ['transcriptions'],
            summary: 'Download the saved transcript as TXT, SRT, VTT, JSON, CSV, DOCX or PDF',
            params: ZIdParams,
            querystring: ZDownloadQuery,
            response: {
              200: fileAnswer('The file, as an attachment named after the transcription', mediaTypes),
              404: ZErrorEnvelope.describe('No such transcription in your workspace (or not public)'),
              409: ZErrorEnvelope.describe('The transcription is not completed'),
              413: ZErrorEnvelope.describe('Too long to lay out as DOCX or PDF; the text formats still work'),
              503: ZErrorEnvelope.describe(
                'DOCX or PDF: too many documents waiting, or the layout took too long',
              ),
              ...guardedErrors,
              ...validationError,
            },
          },
        },
        async (request, reply) => {
          const { id } = request.params;
          const { row } = await findInScope(transcriptions, scopeOf(visibility, callerIdsOf(request)), id);
          if (row.status !== 'completed') throw new HttpError(409, 'exports.not_completed');
          const { format, ...options } = request.query;
          const body = await renderer.render(format, documentOf(row, request), options);
          return reply
            .type(formats[format].contentType)
            .header('content-disposition', attachment(safeFileName(row.name, format)))
            .send(body);
        },
      );
    }
  };
}
