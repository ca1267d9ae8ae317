import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerIdsOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import type { Transcriptions } from '../transcriptions/index.js';
import { dashboardOf } from './service.js';

/** `GET dashboard`: the caller's workspace at a glance. */
export function dashboardRoutes(transcriptions: Pick<Transcriptions, 'db' | 'config'>): FastifyPluginAsync {
  return async (app) => {
    serve(app, contract.getDashboard, {
      tags: ['dashboard'],
      summary: 'Usage this period, minutes left, counts, and the newest own and public transcriptions',
      handler: async (request) => ({
        result: await dashboardOf(transcriptions, callerIdsOf(request), request.t),
      }),
    });
  };
}
