import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { callerIdsOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { findSummary, scopeOf, type Transcriptions, VISIBILITIES } from '../transcriptions/index.js';
import type { Playback } from './playback.js';

const tags = ['transcriptions'];
const unavailable = { 404: 'No such transcription (or not public), or its media is no longer stored' };

/**
 * `…/:id/media` (the uploaded file, with HTTP ranges, for the editor's player) and `…/:id/peaks` (its
 * waveform), for the caller's own transcriptions and for public ones. A browser's `<audio src>` sends the
 * session cookie, and GET needs no CSRF token, so the player needs nothing more.
 */
export function mediaRoutes(
  transcriptions: Pick<Transcriptions, 'db'>,
  player: Playback,
): FastifyPluginAsync {
  return async (app) => {
    for (const { visibility, scope } of VISIBILITIES) {
      const rowOf = async (request: FastifyRequest, id: string) =>
        (await findSummary(transcriptions, scopeOf(visibility, callerIdsOf(request)), id)).row;

      serve(app, contract.getTranscriptionMedia[scope], {
        tags,
        summary: 'The uploaded audio or video, with Range requests for seeking',
        answered: 'The whole file',
        refusals: { 416: 'The range lies outside the file', ...unavailable },
        handler: async (request, reply) =>
          player.sendMedia(await rowOf(request, request.params.id), request, reply),
      });

      serve(app, contract.getTranscriptionPeaks[scope], {
        tags,
        summary: "The media's waveform: the loudest sample of each slice of time, 0..1",
        refusals: unavailable,
        handler: async (request, reply) => ({
          result: await player.peaksOf(await rowOf(request, request.params.id), reply),
        }),
      });
    }
  };
}
