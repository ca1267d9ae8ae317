import { ZDashboard, ZEnvelope } from '@whispy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerIdsOf } from '../../http/access.js';
import { guardedErrors } from '../../http/responses.js';
import type { Transcriptions } from '../transcriptions/index.js';
import { dashboardOf } from './service.js';

/** `GET dashboard`: the caller's workspace at a glance. */
export function dashboardRoutes(transcriptions: Transcriptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Usage this period, minutes left, counts, and the newest own and public transcriptions',
          response: { 200: ZEnvelope(ZDashboard), ...guardedErrors },
        },
      },
      async (request) => {
        return { result: await dashboardOf(transcriptions, callerIdsOf(request), request.t) };
      },
    );
  };
}
