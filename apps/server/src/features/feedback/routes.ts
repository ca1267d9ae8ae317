import { ZCreatedFeedback, ZCreateFeedback, ZEnvelope } from '@whispy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerIdsOf, callerOf } from '../../http/access.js';
import { guardedErrors, tooManyRequests, validationError } from '../../http/responses.js';
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

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feedback',
    {
      config: { rateLimit: feedbackRateLimit },
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback about Whispy (the feedback dialog)',
        body: ZCreateFeedback,
        response: {
          201: ZEnvelope(ZCreatedFeedback),
          ...guardedErrors,
          ...validationError,
          429: tooManyRequests,
        },
      },
    },
    async (request, reply) => {
      const id = await submitFeedback(
        app.db,
        callerIdsOf(request),
        request.body.feedback,
        request.headers['user-agent'],
      );
      return reply.code(201).send({ result: { id }, message: request.t('feedback.thanks') });
    },
  );
};
