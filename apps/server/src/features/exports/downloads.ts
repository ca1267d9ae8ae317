import { EXPORT_CONTENT_TYPES, type TDownloadQuery } from '@whispy/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.js';
import type { TranscriptionRow } from '../transcriptions/index.js';
import { documentOf } from './document.js';
import { attachment, safeFileName } from './file-name.js';
import { createExportRenderer } from './layout-pool.js';

/**
 * Sends a transcript as a file, whoever found its row: the download routes by id, a share link by its
 * token. One per server, so that every download shares the layout threads and their limits (ADR 013).
 */
export function downloads() {
  const renderer = createExportRenderer();
  return {
    /** The file as an attachment named after the transcription; 409 unless it is completed. */
    async send(row: TranscriptionRow, query: TDownloadQuery, request: FastifyRequest, reply: FastifyReply) {
      if (row.status !== 'completed') throw new HttpError(409, 'exports.not_completed');
      const { format, ...options } = query;
      const body = await renderer.render(format, documentOf(row, request), options);
      return reply
        .type(EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', attachment(safeFileName(row.name, format)))
        .send(body);
    },
    close: () => renderer.close(),
  };
}

export type Downloads = ReturnType<typeof downloads>;
