import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import { authRoutes, type OidcClient } from '../features/auth/index.js';
import { billingRoutes } from '../features/billing/index.js';
import { dashboardRoutes } from '../features/dashboard/index.js';
import { exportRoutes } from '../features/exports/index.js';
import { feedbackRoutes } from '../features/feedback/index.js';
import { identityRoutes } from '../features/identity/index.js';
import { mediaRoutes } from '../features/media/index.js';
import { publicConfigRoutes } from '../features/public-config/index.js';
import { telegramRoutes } from '../features/telegram/index.js';
import { termsRoutes } from '../features/terms/index.js';
import { tokenRoutes } from '../features/tokens/index.js';
import { transcriptionRoutes } from '../features/transcriptions/index.js';
import { broadcastingRoutes } from '../realtime/index.js';
import { addAccessGuard } from './access.js';
import { refuseNulCharacters } from './nul-characters.js';
import { addApiRateLimit } from './rate-limit.js';

/** Everything under /api: one guarded scope, so no feature route can escape CSRF and access checks. */
export const apiRoutes: FastifyPluginAsync<{ config: Config; oidc: OidcClient | null }> = async (
  api,
  { config, oidc },
) => {
  addAccessGuard(api, config);
  addApiRateLimit(api, config.limits.apiRequestsPerMinute);
  api.addHook('preValidation', refuseNulCharacters);
  await api.register(publicConfigRoutes, { config });
  await api.register(authRoutes, { config, oidc });
  await api.register(termsRoutes, { config });
  await api.register(tokenRoutes);
  await api.register(feedbackRoutes);
  await api.register(broadcastingRoutes, { config });
  await api.register(transcriptionRoutes(api.transcriptions, api.engineChoices));
  await api.register(dashboardRoutes(api.transcriptions));
  await api.register(exportRoutes(api.transcriptions));
  await api.register(mediaRoutes(api.transcriptions));
  await api.register(telegramRoutes(api.telegram));
  await api.register(billingRoutes(api.transcriptions));
  await api.register(identityRoutes, { config });
};
