import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Message, MessageEntity, Update, UserFromGetMe } from 'grammy/types';
import { createUpdateQueue, PollConflict } from './telegram-update-queue.js';

/**
 * Telegram's Bot API over HTTP, as far as Whispy's bot uses it, for tests that cannot reach Telegram:
 * `POST|GET /bot<token>/<method>` with JSON, form or query parameters, answered `{ok, result}` or
 * `{ok: false, error_code, description}` with Telegram's own error texts, and `GET /file/bot<token>/<path>`
 * serving files. `getUpdates` is a real long poll (offset confirms, timeout waits, a second poller
 * ends the first with 409). Tests play the user through `userSends`, in process or over `/_fake/*`.
 */

/** Bots may download files up to this size (Bot API, getFile). */
const DOWNLOAD_LIMIT_BYTES = 20 * 1024 * 1024;
const MESSAGE_LIMIT = 4096;

/** A Telegram user in a private chat with the bot (the chat id is the user id). */
export interface ChatUser {
  id: number;
  first_name?: string;
  username?: string;
  language_code?: string;
}

/** What a user's message holds besides its ids, date, sender and chat (text, voice, document…). */
export type MessageContent = Partial<Omit<Message, 'message_id' | 'date' | 'chat' | 'from'>>;

/** A message the bot sent, as the fake recorded it. */
export interface SentMessage {
  message_id: number;
  chat_id: number;
  text: string;
  /** The message it answers (`reply_parameters`), if any. */
  reply_to: number | null;
}

export interface FakeTelegram {
  /** TELEGRAM_API_ROOT for the server under test. */
  readonly url: string;
  readonly token: string;
  readonly botUsername: string;
  /** Queues an update for `getUpdates`, as Telegram does when something happens. */
  pushUpdate(update: Omit<Update, 'update_id'>): Update;
  /** `user` sends `content` to the bot: a message with ids, date and command entities, as Telegram makes it. */
  userSends(user: ChatUser, content: MessageContent): Message;
  /** Stores a file the bot may fetch with getFile; answers its file_id and size. */
  addFile(
    bytes: Uint8Array,
    directory?: string,
  ): { file_id: string; file_unique_id: string; file_size: number };
  sentMessages(): SentMessage[];
  /**
   * From now on `sendMessage` to this chat answers 429 Too Many Requests (Telegram's flood control, with
   * its `retry_after`) and sends nothing, until `acceptMessagesTo`; each refused text is kept.
   */
  refuseMessagesTo(chatId: number): void;
  /**
   * From now on `sendMessage` to this chat gets no answer (Telegram slow to answer) and sends nothing,
   * until `acceptMessagesTo`, which answers the held ones with a 429; each held text is kept as refused.
   */
  holdMessagesTo(chatId: number): void;
  acceptMessagesTo(chatId: number): void;
  /** The texts `sendMessage` was refused, per chat, in order. */
  refusedMessages(chatId: number): string[];
  /** The first sent message (already sent or still to come) that matches. */
  waitForMessage(predicate: (message: SentMessage) => boolean, timeoutMs?: number): Promise<SentMessage>;
  close(): Promise<void>;
}

class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly parameters?: { retry_after: number },
  ) {
    super(description);
  }
}
const badRequest = (reason: string) => new ApiError(400, `Bad Request: ${reason}`);

/** Form values arrive as strings: numbers and JSON-serialised objects are read back as Telegram does. */
function fromFormValue(value: string): unknown {
  if (/^-?\d+$/.test(value)) return Number(value);
  if (/^[[{]/.test(value)) return JSON.parse(value);
  return value;
}

async function parametersOf(request: IncomingMessage, url: URL): Promise<Record<string, unknown>> {
  const parameters: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) parameters[key] = fromFormValue(value);
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const type = request.headers['content-type'] ?? '';
  if (body.length === 0) return parameters;
  if (type.startsWith('application/json')) return { ...parameters, ...JSON.parse(body.toString('utf8')) };
  // urlencoded and multipart alike, with the platform's own parser.
  const form = await new Response(body, { headers: { 'content-type': type } }).formData();
  for (const [key, value] of form) if (typeof value === 'string') parameters[key] = fromFormValue(value);
  return parameters;
}

/** Telegram marks a leading `/command` (with an optional `@bot` suffix) as a bot_command entity. */
function commandEntities(text: string | undefined): MessageEntity[] | undefined {
  const command = text && /^\/\w+(@\w+)?/.exec(text);
  return command ? [{ type: 'bot_command', offset: 0, length: command[0].length }] : undefined;
}

export async function startFakeTelegram({
  port = 0,
  token = `${100000 + Math.floor(Math.random() * 900000)}:${randomBytes(16).toString('base64url')}`,
  botUsername = 'whispy_test_bot',
}: {
  port?: number;
  token?: string;
  botUsername?: string;
} = {}): Promise<FakeTelegram> {
  const bot: UserFromGetMe = {
    id: Number(token.split(':')[0]),
    is_bot: true,
    first_name: 'Whispy',
    username: botUsername,
    can_join_groups: true,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: false,
    has_topics_enabled: false,
    allows_users_to_create_topics: false,
  } as UserFromGetMe;
  let nextMessageId = 1;
  let nextFileId = 1;
  const updates = createUpdateQueue();
  const knownMessages = new Map<number, Set<number>>(); // chat → message ids
  const files = new Map<string, { bytes: Uint8Array; path: string; unique: string }>();
  const sent: SentMessage[] = [];
  /** Chats refused now, with what they were refused since; and what earlier refusals refused. */
  const refused = new Map<number, string[]>();
  const refusedLog = new Map<number, string[]>();
  /** Chats whose messages get no answer now, with the answers they wait for. */
  const held = new Map<number, (() => void)[]>();
  const sentListeners = new Set<(message: SentMessage) => void>();

  const remember = (chatId: number, messageId: number) => {
    if (!knownMessages.has(chatId)) knownMessages.set(chatId, new Set());
    knownMessages.get(chatId)!.add(messageId);
  };

  const tooManyRequests = () => new ApiError(429, 'Too Many Requests: retry after 5', { retry_after: 5 });

  function sendMessage(parameters: Record<string, unknown>): Message | Promise<never> {
    const chatId = Number(parameters.chat_id);
    const text = String(parameters.text ?? '');
    const refusing = refused.get(chatId);
    const holding = held.get(chatId);
    if (refusing && holding) {
      refusing.push(text);
      return new Promise((_, refuse) => holding.push(() => refuse(tooManyRequests())));
    }
    if (refusing) {
      refusing.push(text);
      throw tooManyRequests();
    }
    if (!knownMessages.has(chatId)) throw badRequest('chat not found');
    if (!text.trim()) throw badRequest('message text is empty');
    if (text.length > MESSAGE_LIMIT) throw badRequest('message is too long');
    const reply = parameters.reply_parameters as
      | { message_id: number; allow_sending_without_reply?: boolean }
      | undefined;
    const replyTo = reply?.message_id ?? (parameters.reply_to_message_id as number | undefined) ?? null;
    if (replyTo !== null && !knownMessages.get(chatId)!.has(replyTo) && !reply?.allow_sending_without_reply) {
      throw badRequest('message to be replied not found');
    }
    const message: SentMessage = { message_id: nextMessageId++, chat_id: chatId, text, reply_to: replyTo };
    remember(chatId, message.message_id);
    sent.push(message);
    for (const listener of sentListeners) listener(message);
    return {
      message_id: message.message_id,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private', first_name: 'User' },
      from: { id: bot.id, is_bot: true, first_name: bot.first_name, username: bot.username },
      text,
    } as Message;
  }

  function getFile(parameters: Record<string, unknown>) {
    const fileId = String(parameters.file_id ?? '');
    const file = files.get(fileId);
    if (!file) throw badRequest('invalid file_id');
    if (file.bytes.length > DOWNLOAD_LIMIT_BYTES) throw badRequest('file is too big');
    return {
      file_id: fileId,
      file_unique_id: file.unique,
      file_size: file.bytes.length,
      file_path: file.path,
    };
  }

  const methods: Record<string, (parameters: Record<string, unknown>, response: ServerResponse) => unknown> =
    {
      getMe: () => bot,
      getUpdates: updates.poll,
      sendMessage,
      sendChatAction: () => true,
      getFile,
      deleteWebhook: () => true,
      setMyCommands: (parameters) => {
        if (!Array.isArray(parameters.commands)) throw badRequest('parameter "commands" is required');
        return true;
      },
    };

  function answer(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL) {
    const [, givenToken, method] = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname) ?? [];
    try {
      if (givenToken !== token) throw new ApiError(401, 'Unauthorized');
      const handler = method ? methods[method] : undefined;
      if (!handler) throw new ApiError(404, 'Not Found');
      const result = await handler(await parametersOf(request, url), response);
      if (!response.destroyed) answer(response, 200, { ok: true, result });
    } catch (thrown) {
      const error = thrown instanceof PollConflict ? new ApiError(409, thrown.message) : thrown;
      if (!(error instanceof ApiError)) throw error;
      if (!response.destroyed)
        answer(response, error.code, {
          ok: false,
          error_code: error.code,
          description: error.description,
          ...(error.parameters && { parameters: error.parameters }),
        });
    }
  }

  function handleFile(response: ServerResponse, url: URL) {
    const prefix = `/file/bot${token}/`;
    const file = url.pathname.startsWith(prefix)
      ? [...files.values()].find((candidate) => candidate.path === url.pathname.slice(prefix.length))
      : undefined;
    if (!file) return answer(response, 404, { ok: false, error_code: 404, description: 'Not Found' });
    response.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-length': file.bytes.length,
    });
    response.end(file.bytes);
  }

  async function handleControl(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (request.method === 'GET' && url.pathname === '/_fake/sent-messages')
      return answer(response, 200, sent);
    const body = await parametersOf(request, new URL('http://fake/'));
    if (request.method === 'POST' && url.pathname === '/_fake/updates') {
      return answer(response, 200, fake.pushUpdate(body as Omit<Update, 'update_id'>));
    }
    if (request.method === 'POST' && url.pathname === '/_fake/user-sends') {
      return answer(response, 200, fake.userSends(body.user as ChatUser, body.content as MessageContent));
    }
    answer(response, 404, { error: 'unknown control call' });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const handling = url.pathname.startsWith('/_fake/')
      ? handleControl(request, response, url)
      : url.pathname.startsWith('/file/')
        ? Promise.resolve(handleFile(response, url))
        : handleApi(request, response, url);
    handling.catch((error: Error) => {
      if (!response.headersSent)
        answer(response, 500, { ok: false, error_code: 500, description: error.message });
    });
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const { port: boundPort } = server.address() as { port: number };

  const fake: FakeTelegram = {
    url: `http://127.0.0.1:${boundPort}`,
    token,
    botUsername,
    pushUpdate(update) {
      if (update.message) remember(update.message.chat.id, update.message.message_id);
      return updates.push(update);
    },
    userSends(user, content) {
      const message = {
        message_id: nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: {
          id: user.id,
          type: 'private',
          first_name: user.first_name ?? 'User',
          username: user.username,
        },
        from: { is_bot: false, first_name: 'User', ...user },
        entities: commandEntities(content.text),
        ...content,
      } as Message;
      fake.pushUpdate({ message } as Omit<Update, 'update_id'>);
      return message;
    },
    addFile(bytes, directory = 'documents') {
      const number = nextFileId++;
      const fileId = `fake-file-${number}-${randomBytes(6).toString('hex')}`;
      const unique = `unique-${number}`;
      files.set(fileId, { bytes, path: `${directory}/file_${number}`, unique });
      return { file_id: fileId, file_unique_id: unique, file_size: bytes.length };
    },
    sentMessages: () => [...sent],
    refuseMessagesTo(chatId) {
      if (!refused.has(chatId)) refused.set(chatId, []);
    },
    holdMessagesTo(chatId) {
      fake.refuseMessagesTo(chatId);
      if (!held.has(chatId)) held.set(chatId, []);
    },
    acceptMessagesTo(chatId) {
      for (const answer of held.get(chatId) ?? []) answer();
      held.delete(chatId);
      refusedLog.set(chatId, [...(refusedLog.get(chatId) ?? []), ...(refused.get(chatId) ?? [])]);
      refused.delete(chatId);
    },
    refusedMessages: (chatId) => [...(refusedLog.get(chatId) ?? []), ...(refused.get(chatId) ?? [])],
    waitForMessage(predicate, timeoutMs = 10_000) {
      const found = sent.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((found, missed) => {
        const timer = setTimeout(() => {
          sentListeners.delete(listener);
          missed(new Error(`no such message within ${timeoutMs} ms; sent: ${JSON.stringify(sent)}`));
        }, timeoutMs);
        const listener = (message: SentMessage) => {
          if (!predicate(message)) return;
          clearTimeout(timer);
          sentListeners.delete(listener);
          found(message);
        };
        sentListeners.add(listener);
      });
    },
    async close() {
      updates.release();
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    },
  };
  return fake;
}

// `node --import tsx packages/test-kit/src/fakes/telegram-bot-api.ts [--port N] [--token T]`: for the
// browser tests, which run the server as its own process. Prints the API root, then serves until stopped.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { port: { type: 'string' }, token: { type: 'string' } } });
  const fake = await startFakeTelegram({
    port: Number(values.port ?? process.env.TELEGRAM_FAKE_PORT ?? 0),
    token: values.token ?? process.env.TELEGRAM_BOT_TOKEN,
  });
  process.stdout.write(`${fake.url}\n`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
