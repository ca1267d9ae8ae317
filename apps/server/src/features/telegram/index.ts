/** Fastify plugin: the bot (polling in server processes), notifications; decorates `app.telegram`. */

/**
 * Telegram notices as jobs: `deliverTelegramNotices` runs them in a process (the plugin, `npm run
 * worker`); `telegramNoticeChannels(config)` is the channel list a process owes notices on.
 */
export { deliverTelegramNotices, TELEGRAM_NOTICES, telegramNoticeChannels } from './notifier.js';
export { telegramPlugin } from './plugin.js';
/** The API routes (`integrations/telegram/connect`, `status`, `disconnect`). */
export { telegramRoutes } from './routes.js';
