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

/** Answers the message, in its sender's language, quoting it. */
export function replyTo(ctx: MessageContext, message: MessageId | Message) {
  return ctx.reply(translate(senderLanguage(ctx), message), {
    reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true },
  });
}
