import { ZAcceptTerms, ZEnvelope, ZIdentity } from '@whispy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { callerOf } from '../../http/access.js';
import { signInRateLimit } from '../../http/rate-limit.js';
import { guardedErrors, tooManyRequests, validationError } from '../../http/responses.js';
import { currentIdentity } from '../identity/index.js';
import { acceptTerms } from './service.js';

export const termsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/tos',
    {
      config: { access: 'signed-in', rateLimit: signInRateLimit(config.authRateLimitPerMinute) },
      schema: {
        tags: ['terms'],
        summary: 'Accept the current terms (with a Turnstile token when the bot challenge is on)',
        body: ZAcceptTerms,
        response: { 200: ZEnvelope(ZIdentity), ...guardedErrors, ...validationError, 429: tooManyRequests },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      await acceptTerms(
        app.db,
        config,
        { userId: user.id, token: request.body.token, remoteIp: request.ip },
        request.log,
      );
      return {
        result: await currentIdentity(app.db, config, user.id),
        message: request.t('terms.accepted'),
      };
    },
  );
};
