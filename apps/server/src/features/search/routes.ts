import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { callerIdsOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { searchTranscripts } from './service.js';

/** `GET search`: the workspace's and the public transcriptions, by name and transcript text. */
export function searchRoutes({ db }: { db: Db }): FastifyPluginAsync {
  return async (app) => {
    serve(app, contract.searchTranscripts, {
      tags: ['search'],
      summary: "Search the names and transcripts of the workspace's and the public transcriptions",
      description:
        'Words are matched by their stem in English and Spanish transcripts; "quoted phrases", `-word` and ' +
        '`or` work as in web search engines; Japanese and Chinese are found as written, anywhere in the text. ' +
        'Only completed transcriptions are searched. Best match first: a name that contains the search, then ' +
        "the transcript's best moment.",
      handler: async (request) => ({
        result: await searchTranscripts(db, callerIdsOf(request), request.query),
      }),
    });
  };
}
