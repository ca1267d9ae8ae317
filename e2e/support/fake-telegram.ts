import { type APIRequestContext, expect } from '@playwright/test';
import { e2ePort } from './e2e-port';

/** The local server speaking Telegram's Bot API (packages/test-kit/src/fakes/telegram-bot-api.ts), and its bot. */
export const fakeTelegram = {
  port: e2ePort + 10,
  apiRoot: `http://127.0.0.1:${e2ePort + 10}`,
  token: '123456:e2e',
};

/** A Telegram user nobody else in the run is: the fake's chat with them is theirs alone. */
export function uniqueTelegramUser() {
  const id = 100_000_000 + Math.floor(Math.random() * 900_000_000);
  return { id, username: `e2e_${id.toString(36)}`, language_code: 'en' };
}
export type TelegramUser = ReturnType<typeof uniqueTelegramUser>;

/** `user` sends `text` to the bot in Telegram. */
export async function userSendsToBot(api: APIRequestContext, user: TelegramUser, text: string) {
  const answer = await api.post(`${fakeTelegram.apiRoot}/_fake/user-sends`, {
    data: { user, content: { text } },
  });
  expect(answer.ok(), 'the fake Telegram took the message').toBe(true);
}

/** What the bot has written to `user`'s chat so far, oldest first. */
export async function botMessagesTo(api: APIRequestContext, user: TelegramUser): Promise<string[]> {
  const answer = await api.get(`${fakeTelegram.apiRoot}/_fake/sent-messages`);
  const sent: { chat_id: number; text: string }[] = await answer.json();
  return sent.filter((message) => message.chat_id === user.id).map((message) => message.text);
}
