import type { FastifyBaseLogger } from 'fastify';
import { type Bot, GrammyError } from 'grammy';
import { settledWithin } from '../../queue/settled-within.js';
import { describeCommands } from './bot.js';

/** How long a stopping server waits for Telegram to confirm the last update, then for the update in hand. */
const STOP_GRACE_MS = 5_000;

/**
 * Takes the bot's updates by long polling until `stop`. Telegram answers 409 to a second process polling
 * the same bot, so only server processes poll (`npm run worker` only sends), and with several servers
 * TELEGRAM_POLLING=false leaves it to one. Polling errors are logged; they never take the server down.
 */
export function startPolling(bot: Bot, log: FastifyBaseLogger) {
  let stopping = false;
  const running = bot
    .start({
      onStart: async (me) => {
        log.info({ bot: me.username }, 'the Telegram bot is taking messages');
        await describeCommands(bot).catch((error) =>
          log.warn({ err: error }, 'could not set the Telegram command menu'),
        );
      },
    })
    .catch((error) => {
      if (stopping) return;
      if (error instanceof GrammyError && error.error_code === 409) {
        log.error(
          'another process takes this bot’s updates: set TELEGRAM_POLLING=false on all servers but one',
        );
      } else if (error instanceof GrammyError && error.error_code === 401) {
        log.error('Telegram refused TELEGRAM_BOT_TOKEN: the bot is off');
      } else {
        log.error({ err: error }, 'the Telegram bot stopped taking messages');
      }
    });

  return {
    /** Stops polling, confirming the updates handled so far, and lets the update in hand finish. */
    async stop() {
      stopping = true;
      await settledWithin(bot.stop(), STOP_GRACE_MS);
      await settledWithin(running, STOP_GRACE_MS);
    },
  };
}
