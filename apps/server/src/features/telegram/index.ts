/** Fastify plugin: the bot (polling in server processes), notifications; decorates `app.telegram`. */

/** Lets a process tell linked Telegram chats what it finishes (`npm run worker` uses it; the plugin does too). */
export { notifyOverTelegram } from './notifier.js';
export { telegramPlugin } from './plugin.js';
/** The API routes (`integrations/telegram/connect`, `status`, `disconnect`). */
export { telegramRoutes } from './routes.js';
