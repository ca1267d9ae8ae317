import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes, callerResolver } from './api-routes.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { databasePlugin } from './db/plugin.js';
import { localIssuerRoutes, signInSetup } from './features/auth/index.js';
import { emailNoticeChannels, emailNoticesPlugin } from './features/email-notices/index.js';
import { linkImportsPlugin } from './features/link-imports/index.js';
import { openAiSpeechRoutes } from './features/openai-api/index.js';
import { telegramNoticeChannels, telegramPlugin } from './features/telegram/index.js';
import { transcriptionsPlugin } from './features/transcriptions/index.js';
import { WEBHOOK_LISTENING, WEBHOOK_NOTICES, webhooksPlugin } from './features/webhooks/index.js';
import { warnOfTrustingEveryProxy } from './http/client-address.js';
import { answerFrameworkError, errorHandlerPlugin } from './http/error-handler.js';
import { openapiPlugin } from './http/openapi.js';
import { rateLimitPlugin } from './http/rate-limit.js';
import { requestId, requestIdPlugin } from './http/request-id.js';
import { securityHeadersPlugin } from './http/security-headers.js';
import { sessionPurgePlugin } from './http/session-purge.js';
import { webAppPlugin } from './http/web-app.js';
import { i18nPlugin } from './i18n/index.js';
import { loggerOptions } from './logging/logger-options.js';
import { realtimePlugin } from './realtime/index.js';

export interface AppDependencies {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening, so tests can `inject` into exactly what production runs. */
export async function buildApp({ config, database, logger }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    genReqId: requestId,
    trustProxy: config.trustProxy,
    // Plugins open stores and connections; a loaded machine can take longer than Fastify's 10 s default.
    pluginTimeout: 60_000,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  warnOfTrustingEveryProxy(config.trustProxy, app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins, then infrastructure, then features (each later one may rely on the earlier).
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(securityHeadersPlugin, { config });
  await app.register(openapiPlugin);
  await app.register(requestIdPlugin);
  await app.register(i18nPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(rateLimitPlugin);
  await app.register(databasePlugin, { database });
  await app.register(sessionPurgePlugin, { limits: config.sessions });

  const { oidc, localIssuer } = signInSetup(config, app.log);
  if (localIssuer) await app.register(localIssuerRoutes, { prefix: localIssuer.mountPath, ...localIssuer });
  await app.register(realtimePlugin, { config });
  await app.register(transcriptionsPlugin, {
    config,
    transcribe: config.jobs.processInServer,
    noticeChannels: [
      ...telegramNoticeChannels(config.telegram),
      ...emailNoticeChannels(config.mail),
      WEBHOOK_NOTICES,
    ],
    noticeListening: WEBHOOK_LISTENING,
  });
  await app.register(telegramPlugin, { config });
  await app.register(emailNoticesPlugin, { config });
  await app.register(webhooksPlugin, { config });
  await app.register(linkImportsPlugin, { config });
  await app.register(apiRoutes, { prefix: '/api', config, oidc });
  // OpenAI's clients call `{base}/audio/…` with base `…/v1`: outside /api, in OpenAI's shapes (ADR 030).
  await app.register(
    openAiSpeechRoutes(
      { transcriptions: app.transcriptions, engineChoices: app.engineChoices },
      callerResolver(app.db, config),
    ),
    { prefix: '/v1' },
  );
  await app.register(webAppPlugin, { webDist: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
