import { type TPublicConfig, ZEnvelope, ZPublicConfig } from '@whispy/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';

/** Settings the SPA needs before anyone signs in; nothing secret may be added here. */
export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const answer: TPublicConfig = {
    help_url: config.helpUrl,
    turnstile_site_key: config.turnstile?.siteKey ?? null,
    terms_url: config.terms.url,
    terms_version: config.terms.version,
    onboarding_paths: config.onboardingPaths,
    pusher: {
      built_in: !config.pusherIsExternal,
      key: config.pusher.key,
      cluster: config.pusher.cluster,
      ws_host: config.pusher.host,
      ws_port: config.pusher.port,
      force_tls: config.pusher.useTLS,
    },
  };
  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['config'],
        summary: 'Public settings for the web app',
        response: { 200: ZEnvelope(ZPublicConfig) },
      },
    },
    async () => ({ result: answer }),
  );
};
