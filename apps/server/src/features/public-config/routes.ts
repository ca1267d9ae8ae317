import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { serve } from '../../http/serve.js';

/** Settings the SPA needs before anyone signs in; nothing secret may be added here. */
export const publicConfigRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const answer: contract.TPublicConfig = {
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
  serve(app, contract.getPublicConfig, {
    config: { access: 'public' },
    tags: ['config'],
    summary: 'Public settings for the web app',
    handler: async () => ({ result: answer }),
  });
};
