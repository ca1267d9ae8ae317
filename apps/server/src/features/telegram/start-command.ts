import { findMember } from '../identity/index.js';
import { type LinkParts, linkChat } from './linking.js';
import { chatLanguage, type MessageContext, replyTo, senderLanguage } from './replies.js';
import { findLinkOfChat } from './repo.js';

/**
 * `/start <token>`, as Telegram sends it when someone opens the deep link of `integrations/telegram/connect`:
 * links the chat, or says why it cannot. A plain `/start` explains how to connect, or whom the chat is
 * connected to.
 */
export function startCommand(parts: LinkParts) {
  return async (ctx: MessageContext & { match: string }) => {
    const token = ctx.match.trim();
    if (token) {
      const member = await linkChat(parts, token, {
        chatId: ctx.chat.id,
        username: ctx.from?.username ?? null,
        language: senderLanguage(ctx),
      });
      if (!member) {
        const language = chatLanguage(ctx, await findLinkOfChat(parts.db, ctx.chat.id));
        return replyTo(ctx, language, 'telegram.link_invalid');
      }
      // The chat is now linked in its sender's language.
      return replyTo(ctx, senderLanguage(ctx), {
        id: 'telegram.welcome',
        params: { email: member.user.email },
      });
    }
    return explainLink(parts, ctx);
  };
}

/** Tells the chat whom it is connected to and what it can send, or how to connect it. */
export async function explainLink({ db, config }: LinkParts, ctx: MessageContext) {
  const link = await findLinkOfChat(db, ctx.chat.id);
  const member = link && (await findMember(db, link.userId, config.terms.version));
  const language = chatLanguage(ctx, link);
  if (!member) return replyTo(ctx, language, 'telegram.how_to_connect');
  return replyTo(ctx, language, { id: 'telegram.linked_help', params: { email: member.user.email } });
}
