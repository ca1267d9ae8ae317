import fp from 'fastify-plugin';
import type { Api } from 'grammy';
import type { Config } from '../../config.js';
import { createBot } from './bot.js';
import { deliverTelegramNotices } from './notifier.js';
import { startPolling } from './polling.js';

/** What the routes need of a running bot. */
export interface TelegramBot {
  /** The bot's @username, asked of Telegram (getMe) until it has answered once. */
  username(): Promise<string>;
  api: Api;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** null: no TELEGRAM_BOT_TOKEN, Telegram is off. */
    telegram: TelegramBot | null;
  }
}

/** How long `connect` waits for Telegram to say who the bot is. */
const GET_ME_TIMEOUT_MS = 10_000;

/**
 * The Telegram integration of a server process: delivering notices (jobs, from any process), and the
 * bot taking messages from the moment the server is ready until it closes.
 */
export const telegramPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const settings = config.telegram;
    deliverTelegramNotices(
      app.transcriptions.queue,
      { db: app.db, publicUrl: config.publicUrl, log: app.log },
      settings,
    );
    if (!settings) {
      app.decorate('telegram', null);
      return;
    }
    const log = app.log.child({ module: 'telegram' });
    const bot = createBot({
      transcriptions: app.transcriptions,
      db: app.db,
      notify: app.transcriptions.notify,
      config,
      settings,
      engineChoices: app.engineChoices,
      log,
    });
    app.decorate('telegram', {
      api: bot.api,
      async username() {
        // grammY types signals as its abort-controller polyfill's; Node's own behaves the same.
        const timeout = AbortSignal.timeout(GET_ME_TIMEOUT_MS) as Parameters<Api['getMe']>[0];
        if (!bot.isInited()) bot.botInfo = await bot.api.getMe(timeout);
        return bot.botInfo.username;
      },
    });
    if (!settings.polling) return;
    let polling: ReturnType<typeof startPolling> | null = null;
    app.addHook('onReady', async () => {
      polling = startPolling(bot, log);
    });
    // Before the transcriptions plugin closes the queue: an update in hand may still be taking a file in.
    app.addHook('onClose', async () => {
      await polling?.stop();
    });
  },
  { name: 'telegram', dependencies: ['database', 'realtime', 'transcriptions'] },
);
