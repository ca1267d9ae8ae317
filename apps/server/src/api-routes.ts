import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { authRoutes, type OidcClient } from './features/auth/index.js';
import { billingRoutes } from './features/billing/index.js';
import { dashboardRoutes } from './features/dashboard/index.js';
import { emailNoticeRoutes } from './features/email-notices/index.js';
import { downloads, exportRoutes } from './features/exports/index.js';
import { feedbackRoutes } from './features/feedback/index.js';
import { findMember, findSessionMember, identityRoutes } from './features/identity/index.js';
import { linkImportRoutes } from './features/link-imports/index.js';
import { mediaRoutes, playback } from './features/media/index.js';
import { publicConfigRoutes } from './features/public-config/index.js';
import { searchRoutes } from './features/search/index.js';
import { sharedRoutes, shareLinkRoutes } from './features/share-links/index.js';
import { telegramRoutes } from './features/telegram/index.js';
import { termsRoutes } from './features/terms/index.js';
import { authenticateAccessToken, tokenRoutes } from './features/tokens/index.js';
import { admitPending, transcriptionRoutes } from './features/transcriptions/index.js';
import { vocabularyRoutes } from './features/vocabulary/index.js';
import { voiceProfileRoutes } from './features/voice-profiles/index.js';
import { webhookRoutes } from './features/webhooks/index.js';
import { workspaceRoutes } from './features/workspaces/index.js';
import { addAccessGuard, type CallerResolver } from './http/access.js';
import { addApiRateLimit } from './http/rate-limit.js';
import { refuseUnstorableText } from './http/unstorable-text.js';
import { broadcastingRoutes } from './realtime/index.js';

/** How a guard learns who calls: the identity feature's members and the tokens feature's tokens. */
export function callerResolver(db: Db, config: Config): CallerResolver {
  return {
    callerOf: ({ userId, workspaceId }, fallBack) =>
      findMember(db, userId, config.terms.version, { workspaceId, fallBack }),
    callerOfSession: (sessionId, now) =>
      findSessionMember(db, sessionId, config.terms.version, config.sessions, now),
    actingOfToken: (token) => authenticateAccessToken(db, token),
  };
}

/**
 * Everything under /api: one guarded scope, so no feature route can escape CSRF and access checks. Part of
 * the composition root: the only place where the HTTP layer meets the features.
 */
export const apiRoutes: FastifyPluginAsync<{ config: Config; oidc: OidcClient | null }> = async (
  api,
  { config, oidc },
) => {
  addAccessGuard(api, config, callerResolver(api.db, config));
  addApiRateLimit(api, config.limits.apiRequestsPerMinute);
  api.addHook('preValidation', refuseUnstorableText);
  await api.register(publicConfigRoutes, { config });
  await api.register(authRoutes, { config, oidc });
  await api.register(termsRoutes, { config });
  await api.register(tokenRoutes);
  await api.register(feedbackRoutes);
  await api.register(broadcastingRoutes, { config });
  await api.register(transcriptionRoutes(api.transcriptions, api.engineChoices));
  await api.register(linkImportRoutes(api.transcriptions, api.engineChoices));
  await api.register(dashboardRoutes(api.transcriptions));
  await api.register(searchRoutes(api.transcriptions));
  // One of each per server, shared by the editor's routes and share links: one waveform drawing per
  // recording at a time, and one set of layout threads with its limits.
  const files = downloads();
  api.addHook('onClose', () => files.close());
  const player = playback(api.transcriptions);
  await api.register(exportRoutes(api.transcriptions, files));
  await api.register(mediaRoutes(api.transcriptions, player));
  await api.register(shareLinkRoutes, { config });
  await api.register(
    sharedRoutes({ db: api.db, player, files, perMinute: config.limits.shareRequestsPerMinute }),
  );
  await api.register(telegramRoutes(api.telegram));
  await api.register(
    billingRoutes({
      ...api.transcriptions,
      admitPending: (workspaceId) => admitPending(api.transcriptions, workspaceId),
    }),
  );
  await api.register(voiceProfileRoutes);
  await api.register(vocabularyRoutes);
  await api.register(identityRoutes, { config });
  await api.register(emailNoticeRoutes, { config });
  await api.register(workspaceRoutes, { config });
  await api.register(webhookRoutes, { config });
};
