import type { FastifyBaseLogger } from 'fastify';
import { Bot } from 'grammy';
import { LANGUAGES, type Language, translate } from '../../i18n/index.js';
import { type IntakeParts, mediaIntake } from './intake.js';
import type { LinkParts } from './linking.js';
import { chatLanguage, replyTo } from './replies.js';
import { findLinkOfChat } from './repo.js';
import { explainLink, startCommand } from './start-command.js';

export type TelegramBotParts = IntakeParts & LinkParts & { log: FastifyBaseLogger };

/**
 * The bot: `/start <token>` links a chat, voice, audio and video become transcriptions, anything else
 * is answered with what the chat can do. Private chats only: a link belongs to one person. A failing
 * update is logged and answered with an apology; it never stops the bot or the server.
 */
export function createBot(parts: TelegramBotParts) {
  const bot = new Bot(parts.settings.token, { client: { apiRoot: parts.settings.apiRoot } });
  const chats = bot.chatType('private');
  chats.command('start', startCommand(parts));
  chats.on(
    ['message:voice', 'message:audio', 'message:video', 'message:video_note', 'message:document'],
    mediaIntake(parts),
  );
  chats.on('message', (ctx) => explainLink(parts, ctx));
  bot.catch(async ({ error, ctx }) => {
    parts.log.error(
      { err: error, update: ctx.update.update_id },
      'the Telegram bot could not handle an update',
    );
    if (!ctx.has('message')) return;
    // The database may be what failed: then the sender's app's language will do.
    const link = await findLinkOfChat(parts.db, ctx.chat.id).catch(() => null);
    await replyTo(ctx, chatLanguage(ctx, link), 'server.error').catch(() => {});
  });
  return bot;
}

/** The command menu Telegram shows beside the text field: English unless the app speaks one of ours. */
export async function describeCommands(bot: Bot) {
  const commands = (language: Language) => [
    { command: 'start', description: translate(language, 'telegram.command_start') },
  ];
  await bot.api.setMyCommands(commands('en'));
  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    await bot.api.setMyCommands(commands(language), { language_code: language });
  }
}
