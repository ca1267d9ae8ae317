import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { callerOf } from '../../http/access.js';
import { signInRateLimit } from '../../http/rate-limit.js';
import { tooManyRequests } from '../../http/responses.js';
import { serve } from '../../http/serve.js';
import { currentIdentity } from '../identity/index.js';
import { acceptTerms } from './service.js';

export const termsRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  serve(app, contract.acceptTerms, {
    config: { access: 'signed-in', rateLimit: signInRateLimit(config.authRateLimitPerMinute) },
    tags: ['terms'],
    summary: 'Accept the current terms (with a Turnstile token when the bot challenge is on)',
    refusals: { 429: tooManyRequests },
    handler: async (request) => {
      const { user } = callerOf(request);
      await acceptTerms(
        app.db,
        config,
        { userId: user.id, token: request.body.token, remoteIp: request.ip },
        request.log,
      );
      return {
        result: await currentIdentity(app.db, config, user.id, callerOf(request).workspace?.id ?? null),
        message: request.t('terms.accepted'),
      };
    },
  });
};
