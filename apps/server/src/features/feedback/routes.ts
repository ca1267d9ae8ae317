import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerIdsOf, callerOf } from '../../http/access.js';
import { tooManyRequests } from '../../http/responses.js';
import { serve } from '../../http/serve.js';
import { submitFeedback } from './service.js';

/**
 * Counted per user rather than per address: colleagues behind one office address each get their own
 * allowance, and one person cannot flood the table from many addresses.
 */
const feedbackRateLimit = {
  max: 10,
  timeWindow: 60 * 60_000,
  keyGenerator: (request: Parameters<typeof callerOf>[0]) => callerOf(request).user.id,
};

export const feedbackRoutes: FastifyPluginAsync = async (app) => {
  serve(app, contract.sendFeedback, {
    config: { rateLimit: feedbackRateLimit },
    tags: ['feedback'],
    summary: 'Send feedback about Whispy (the feedback dialog)',
    refusals: { 429: tooManyRequests },
    handler: async (request) => {
      const id = await submitFeedback(
        app.db,
        callerIdsOf(request),
        request.body.feedback,
        request.headers['user-agent'],
      );
      return { result: { id }, message: request.t('feedback.thanks') };
    },
  });
};
