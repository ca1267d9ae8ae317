import * as contract from '@whispy/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../http/access.js';
import { HttpError } from '../../http/http-error.js';
import { serve } from '../../http/serve.js';
import { translate } from '../../i18n/index.js';
import { createConnectLink, telegramStatus, unlinkChat } from './linking.js';
import type { TelegramBot } from './plugin.js';

const tags = ['telegram'];
const unavailable = { 503: 'Telegram is off on this server, or cannot be reached' };

/** `integrations/telegram/*`: the caller links and unlinks their own chat; nobody else's is reachable. */
export function telegramRoutes(telegram: TelegramBot | null): FastifyPluginAsync {
  return async (app) => {
    serve(app, contract.connectTelegram, {
      tags,
      summary: 'A one-time link that opens the bot and connects the chat it is opened in',
      refusals: unavailable,
      handler: async (request) => {
        if (!telegram) throw new HttpError(503, 'telegram.disabled');
        const username = await telegram.username().catch((error) => {
          request.log.warn({ err: error }, 'Telegram did not say who the bot is');
          throw new HttpError(503, 'telegram.unreachable');
        });
        return { result: await createConnectLink(app.db, callerOf(request).user.id, username) };
      },
    });

    serve(app, contract.getTelegramStatus, {
      tags,
      summary: "Whether Telegram is on, and the caller's chat is connected or being connected",
      handler: async (request) => ({
        result: await telegramStatus(app.db, callerOf(request), telegram !== null),
      }),
    });

    serve(app, contract.disconnectTelegram, {
      tags,
      summary: "Disconnect the caller's chat; the bot tells the chat",
      answered: 'Disconnected (or was not connected)',
      handler: async (request) => {
        const link = await unlinkChat({ db: app.db, notify: app.transcriptions.notify }, callerOf(request));
        if (link && telegram) {
          await telegram.api
            .sendMessage(link.chatId, translate(link.language, 'telegram.disconnected'))
            .catch((error) =>
              request.log.warn({ err: error }, 'could not tell the chat it was disconnected'),
            );
        }
      },
    });
  };
}
