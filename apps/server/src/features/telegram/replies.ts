import type { Context, Filter } from 'grammy';
import {
  type Language,
  type Message,
  type MessageId,
  negotiateLanguage,
  translate,
} from '../../i18n/index.js';

/** A context holding a message from a chat: what every handler of the bot answers. */
export type MessageContext = Filter<Context, 'message'>;

/**
 * The language of the Telegram app the sender uses, when it is one of ours (`es-MX` counts as `es`),
 * else English: Telegram tells us nothing else about the person.
 */
export const senderLanguage = (ctx: Context): Language => negotiateLanguage(ctx.from?.language_code);

/**
 * The language a chat is answered in: its linked user's, the one its notices come in (ADR 036), else its
 * sender's app's. Telegram leaves `language_code` out of some updates, and the app's may have changed
 * since the chat was linked; neither should switch the bot's replies away from its notices.
 */
export const chatLanguage = (ctx: Context, link: { language: Language } | null): Language =>
  link?.language ?? senderLanguage(ctx);

/** Answers the message in `language` (see `chatLanguage`), quoting it. */
export function replyTo(ctx: MessageContext, language: Language, message: MessageId | Message) {
  return ctx.reply(translate(language, message), {
    reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true },
  });
}
