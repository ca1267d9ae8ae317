import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { callerIdsOf } from '../../http/access.js';
import { notFound } from '../../http/http-error.js';
import { serve } from '../../http/serve.js';
import { MediaNotFound } from '../../storage/index.js';
import {
  findSummary,
  hasMedia,
  scopeOf,
  type Transcriptions,
  VISIBILITIES,
} from '../transcriptions/index.js';
import { requestedRange } from './byte-range.js';
import { contentTypes, OPAQUE_MEDIA_TYPE } from './content-type.js';
import { waveforms } from './waveforms.js';

const tags = ['transcriptions'];
const unavailable = { 404: 'No such transcription (or not public), or its media is no longer stored' };
// Media never changes under its id, but access can end (deleted, unpublished): an hour in the browser.
const CACHE_CONTROL = 'private, max-age=3600';

/** Aborts when the client goes away before its answer is complete. */
function abandonment(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * `…/:id/media` (the uploaded file, with HTTP ranges, for the editor's player) and `…/:id/peaks` (its
 * waveform), for the caller's own transcriptions and for public ones. A browser's `<audio src>` sends the
 * session cookie, and GET needs no CSRF token, so the player needs nothing more.
 */
/** What the media routes use of the transcriptions feature: the database, the media and the media engine. */
type MediaDeps = Pick<Transcriptions, 'db' | 'store' | 'log' | 'mediaEngine' | 'config'>;

export function mediaRoutes(transcriptions: MediaDeps): FastifyPluginAsync {
  const { store } = transcriptions;
  const contentTypeOf = contentTypes(store);
  const waveformOf = waveforms(transcriptions);

  return async (app) => {
    for (const { visibility, scope } of VISIBILITIES) {
      /** The transcription's row when its media can be played, else 404. */
      const playable = async (request: FastifyRequest, id: string) => {
        const { row } = await findSummary(transcriptions, scopeOf(visibility, callerIdsOf(request)), id);
        if (!hasMedia(row)) throw notFound('transcriptions.media_unavailable');
        return row;
      };

      serve(app, contract.getTranscriptionMedia[scope], {
        tags,
        summary: 'The uploaded audio or video, with Range requests for seeking',
        answered: 'The whole file',
        refusals: { 416: 'The range lies outside the file', ...unavailable },
        handler: async (request, reply) => {
          const row = await playable(request, request.params.id);
          const size = await store.size(row.id);
          if (size === null) throw notFound('transcriptions.media_unavailable');
          const range = requestedRange(request.headers.range, size);
          if (range === 'unsatisfiable') {
            return reply
              .code(416)
              .headers({ 'accept-ranges': 'bytes', 'content-range': `bytes */${size}` })
              .send({ result: null, message: request.t('transcriptions.media_range_unsatisfiable') });
          }
          const type = await contentTypeOf({ id: row.id, hasVideo: row.hasVideo, size });
          const bytes =
            request.method === 'HEAD'
              ? undefined
              : await store.read(row.id, range === 'whole' ? undefined : range).catch((error) => {
                  // Removed since `size` looked: the sweep deleting media that is not kept.
                  throw error instanceof MediaNotFound ? notFound('transcriptions.media_unavailable') : error;
                });
          const { start, end } = range === 'whole' ? { start: 0, end: size - 1 } : range;
          if (type === OPAQUE_MEDIA_TYPE) {
            // Not playable media: a download that can run nothing, even opened directly.
            reply.headers({ 'content-security-policy': 'sandbox', 'content-disposition': 'attachment' });
          }
          if (range !== 'whole') reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
          return reply
            .type(type)
            .headers({
              'accept-ranges': 'bytes',
              'cache-control': CACHE_CONTROL,
              'content-length': end - start + 1,
            })
            .send(bytes);
        },
      });

      serve(app, contract.getTranscriptionPeaks[scope], {
        tags,
        summary: "The media's waveform: the loudest sample of each slice of time, 0..1",
        refusals: unavailable,
        handler: async (request, reply) => {
          const row = await playable(request, request.params.id);
          const waveform = await waveformOf(row, abandonment(reply));
          reply.header('cache-control', CACHE_CONTROL);
          return { result: waveform };
        },
      });
    }
  };
}
