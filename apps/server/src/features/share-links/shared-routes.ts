import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { tooManyRequests } from '../../http/responses.js';
import { serve } from '../../http/serve.js';
import { DOWNLOAD_REFUSALS, type Downloads } from '../exports/index.js';
import type { Playback } from '../media/index.js';
import { findShared, findSharedSummary, toShared } from './service.js';

const tags = ['share links'];
const gone = 'The link was revoked, has expired, or its transcription was deleted (or never existed)';
/** No session: anyone holding the link may read; the token is the credential. */
const config = { access: 'public' } as const;

/** Every answer of a share link: kept out of search engines, caches and other sites' logs. */
const SHARE_HEADERS = {
  'x-robots-tag': 'noindex, nofollow',
  // The token is in the page's address: no request from the page may carry it to another site.
  'referrer-policy': 'no-referrer',
  // Revoking must take effect at once, including for media a browser would otherwise keep for an hour.
  'cache-control': 'no-store',
};

export interface SharedDeps {
  db: Db;
  player: Playback;
  files: Downloads;
  /** Requests each client address may make per minute to all of these routes together. */
  perMinute: number;
}

/**
 * What a share link opens, for anyone holding it and without a session: the transcript, the recording (with
 * ranges) and its waveform, and the downloads. Each route finds the transcription by the token's hash.
 */
export function sharedRoutes({ db, player, files, perMinute }: SharedDeps): FastifyPluginAsync {
  return async (app) => {
    // One count per address for every share route, so a scraper cannot spread itself over them.
    app.addHook(
      'onRequest',
      app.rateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: (request) => `share:${request.ip}` }),
    );
    app.addHook('onSend', async (_request, reply) => {
      reply.headers(SHARE_HEADERS);
    });

    serve(app, contract.getSharedTranscription, {
      tags,
      config,
      summary: 'The shared transcript, with its speakers and timestamps',
      refusals: { 404: gone, 429: tooManyRequests },
      handler: async (request) => ({
        result: toShared(await findShared(db, request.params.token), request.t),
      }),
    });

    serve(app, contract.getSharedMedia, {
      tags,
      config,
      summary: 'The shared recording, with Range requests for seeking',
      answered: 'The whole file',
      refusals: {
        404: `${gone}; or its media is no longer stored`,
        416: 'The range lies outside the file',
        429: tooManyRequests,
      },
      handler: async (request, reply) =>
        player.sendMedia(await findSharedSummary(db, request.params.token), request, reply),
    });

    serve(app, contract.getSharedPeaks, {
      tags,
      config,
      summary: "The shared recording's waveform",
      refusals: { 404: `${gone}; or its media is no longer stored`, 429: tooManyRequests },
      handler: async (request, reply) => ({
        result: await player.peaksOf(await findSharedSummary(db, request.params.token), reply),
      }),
    });

    serve(app, contract.downloadShared, {
      tags,
      config,
      summary: 'Download the shared transcript as TXT, SRT, VTT, JSON, CSV, DOCX or PDF',
      answered: 'The file, as an attachment named after the transcription',
      refusals: { 404: gone, 429: tooManyRequests, ...DOWNLOAD_REFUSALS },
      handler: async (request, reply) =>
        files.send(await findShared(db, request.params.token), request.query, request, reply),
    });
  };
}
