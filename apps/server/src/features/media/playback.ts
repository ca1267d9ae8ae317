import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/http-error.js';
import { MediaNotFound } from '../../storage/index.js';
import { hasMedia, type TranscriptionRow, type Transcriptions } from '../transcriptions/index.js';
import { requestedRange } from './byte-range.js';
import { contentTypes, OPAQUE_MEDIA_TYPE } from './content-type.js';
import { waveforms } from './waveforms.js';

// Media never changes under its id, but access can end (deleted, unpublished): an hour in the browser.
const CACHE_CONTROL = 'private, max-age=3600';

/** What playback reads of a transcription's row. */
export type PlayableRow = Pick<TranscriptionRow, 'id' | 'status' | 'mediaStored' | 'hasVideo'>;

/** What playback uses of the transcriptions feature: the database, the media and the media engine. */
export type PlaybackDeps = Pick<Transcriptions, 'db' | 'store' | 'log' | 'mediaEngine' | 'config'>;

/** Aborts when the client goes away before its answer is complete. */
function abandonment(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** 404 unless the row's media can be played. */
function assertPlayable(row: PlayableRow) {
  if (!hasMedia(row)) throw notFound('transcriptions.media_unavailable');
}

/**
 * Answers with a transcription's recording (with HTTP ranges, for a player) and its waveform, whoever found
 * the row: the editor's routes by id, a share link by its token. One per server, so that requests for a
 * waveform being drawn wait for that drawing whichever way they came.
 */
export function playback(deps: PlaybackDeps) {
  const { store } = deps;
  const contentTypeOf = contentTypes(store);
  const waveformOf = waveforms(deps);

  return {
    /** The whole file, or the range asked for (206), or 416 for a range outside it; HEAD answers headers. */
    async sendMedia(row: PlayableRow, request: FastifyRequest, reply: FastifyReply) {
      assertPlayable(row);
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

    /** The media's waveform, drawn on first request and kept. */
    async peaksOf(row: PlayableRow, reply: FastifyReply) {
      assertPlayable(row);
      const waveform = await waveformOf(row, abandonment(reply));
      reply.header('cache-control', CACHE_CONTROL);
      return waveform;
    },
  };
}

export type Playback = ReturnType<typeof playback>;
