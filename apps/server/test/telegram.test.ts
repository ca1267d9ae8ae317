import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type TTelegramUpdated,
  workspaceChannel,
  ZTelegramConnect,
  ZTelegramStatus,
} from '@whispy/contracts';
import { type Browser, memberBrowser } from '@whispy/test-kit/browser';
import { onPostgres } from '@whispy/test-kit/database';
import { useEngineServer } from '@whispy/test-kit/engine-server';
import { eventually } from '@whispy/test-kit/eventually';
import { type ChatUser, startFakeTelegram } from '@whispy/test-kit/fakes/telegram-bot-api';
import { asBrowser, connect, liveEvents, subscribe } from '@whispy/test-kit/live';
import { insertCompleted, transcribeFile, waitForStatus } from '@whispy/test-kit/transcriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import {
  telegramConnectTokens,
  telegramTranscriptions,
  transcriptionNotices,
  transcriptions,
} from '../src/db/schema.js';
import { sendTelegramNotice } from '../src/features/telegram/notifier.js';
import { telegramApi } from '../src/features/telegram/telegram-api.js';
import { sweep } from '../src/features/transcriptions/index.js';
import { transition } from '../src/features/transcriptions/lifecycle.js';
import { sha256 } from '../src/http/secrets.js';

const telegram = await startFakeTelegram();
// Registered before the server's own hooks, so it closes after the server has stopped polling it.
afterAll(() => telegram.close());
// Billing is off here, so the trial is only there because it is set (ADR 023).
const engine = useEngineServer({
  TELEGRAM_BOT_TOKEN: telegram.token,
  TELEGRAM_API_ROOT: telegram.url,
  TRIAL_TRANSCRIPTIONS: '10',
});
const database = onPostgres ? 'PostgreSQL' : 'PGlite';

let chats = 0;
/** A Telegram user of their own, in their own private chat with the bot. */
function telegramUser(language_code = 'en'): ChatUser {
  chats += 1;
  const id = 7_000_000 + process.pid * 100 + chats;
  return { id, first_name: `Tester ${chats}`, username: `tester_${chats}`, language_code };
}

const messagesTo = (user: ChatUser) =>
  telegram.sentMessages().filter((message) => message.chat_id === user.id);
const answerTo = (
  user: ChatUser,
  sent: { message_id: number },
  text: RegExp,
  timeoutMs?: number,
  bot = telegram,
) =>
  bot.waitForMessage(
    (message) =>
      message.chat_id === user.id && message.reply_to === sent.message_id && text.test(message.text),
    timeoutMs,
  );

async function connectLink(browser: Browser) {
  const answer = await browser.get('/api/integrations/telegram/connect');
  expect(answer.status, answer.text).toBe(200);
  const link = ZTelegramConnect.parse(answer.json.result);
  return { ...link, token: new URL(link.url).searchParams.get('start')! };
}

const statusOf = async (browser: Browser) =>
  ZTelegramStatus.parse((await browser.get('/api/integrations/telegram/status')).json.result);

/** Opens the deep link in Telegram: the user's app sends `/start <token>` to the bot. */
function openLink(user: ChatUser, token: string, bot = telegram) {
  return bot.userSends(user, { text: `/start ${token}` });
}

/** A member whose Telegram chat is linked, as the connect flow leaves them (with `bot`'s server). */
async function linkedMember(bot = telegram) {
  const browser = await memberBrowser(engine.server.url);
  const user = telegramUser();
  const start = openLink(user, (await connectLink(browser)).token, bot);
  await answerTo(user, start, /^Connected!/, undefined, bot);
  const { user: account, workspace } = (await browser.get('/api/auth/identity')).json.result;
  return { browser, user, owner: { userId: account.id as string, workspaceId: workspace.id as string } };
}

describe(`connecting a Telegram chat (${database})`, () => {
  it('answers a one-time deep link to the bot, valid five minutes, stored only as its hash', async () => {
    const member = await memberBrowser(engine.server.url);
    expect(await statusOf(member)).toEqual({
      enabled: true,
      connected: false,
      username: null,
      connecting: false,
    });

    const before = Date.now();
    const link = await connectLink(member);
    expect(link.url).toMatch(/^https:\/\/t\.me\/whispy_test_bot\?start=[\w-]{32,64}$/);
    const window = new Date(link.expires_at).getTime() - before;
    expect(window).toBeGreaterThan(4.9 * 60_000);
    expect(window).toBeLessThanOrEqual(5 * 60_000 + 1000);
    expect(await statusOf(member)).toMatchObject({ connected: false, connecting: true });

    const stored = await engine.server.database.db.select().from(telegramConnectTokens);
    expect(stored.map((row) => row.tokenHash)).toContain(sha256(link.token));
    expect(JSON.stringify(stored)).not.toContain(link.token);
  });

  it('links the chat that opens it: a welcome naming the account, in the app’s language, and a live event', async () => {
    const member = await memberBrowser(engine.server.url);
    const { user, workspace } = (await member.get('/api/auth/identity')).json.result;
    const channel = await subscribe(
      connect(engine.server, asBrowser(member)),
      workspaceChannel(workspace.ulid),
    );
    const events = liveEvents(channel) as TTelegramUpdated[];
    const chat = telegramUser('es-MX');

    const start = openLink(chat, (await connectLink(member)).token);

    const welcome = await answerTo(chat, start, /^¡Conectado!/);
    expect(welcome.text).toContain(user.email);
    expect(await statusOf(member)).toEqual({
      enabled: true,
      connected: true,
      username: chat.username,
      connecting: false,
    });
    const identity = (await member.get('/api/auth/identity')).json.result;
    expect(identity.user.telegram).toEqual({ connected: true, username: chat.username });
    await eventually(() =>
      expect(events).toContainEqual({ notification: 'telegram.updated', user: user.id, connected: true }),
    );
  });

  it('refuses a used, expired, replaced or unknown token, links nothing and says to start again', async () => {
    const member = await memberBrowser(engine.server.url);
    const first = telegramUser();
    const { token } = await connectLink(member);
    await answerTo(first, openLink(first, token), /^Connected!/);

    const stranger = telegramUser();
    const reused = openLink(stranger, token);
    await answerTo(stranger, reused, /expired or was already used.*start again from Settings/);
    expect((await statusOf(member)).username).toBe(first.username);

    // Each new link replaces the unused one before it.
    const replaced = await connectLink(member);
    const expired = await connectLink(member);
    await engine.server.database.db
      .update(telegramConnectTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(telegramConnectTokens.tokenHash, sha256(expired.token)));
    for (const refused of [replaced.token, expired.token, 'made-up-token']) {
      await answerTo(stranger, openLink(stranger, refused), /expired or was already used/);
    }
    expect(await statusOf(member)).toMatchObject({ connected: true, username: first.username });
  });

  it('moves a chat to the account that links it last', async () => {
    const [earlier, later] = await Promise.all([
      memberBrowser(engine.server.url),
      memberBrowser(engine.server.url),
    ]);
    const chat = telegramUser();
    await answerTo(chat, openLink(chat, (await connectLink(earlier)).token), /^Connected!/);
    await answerTo(chat, openLink(chat, (await connectLink(later)).token), /^Connected!/);
    expect((await statusOf(earlier)).connected).toBe(false);
    expect((await statusOf(later)).connected).toBe(true);
  });

  it('tells a chat that is not linked how to connect it, whatever it sends', async () => {
    const chat = telegramUser();
    for (const content of [{ text: '/start' }, { text: 'Hello?' }]) {
      const sent = telegram.userSends(chat, content);
      await answerTo(chat, sent, /not connected to Whispy.*open Settings in Whispy and connect Telegram/);
    }
    const voice = telegram.addFile(new Uint8Array(1000), 'voice');
    const sent = telegram.userSends(chat, { voice: { ...voice, duration: 1, mime_type: 'audio/ogg' } });
    await answerTo(chat, sent, /not connected to Whispy/);
    const rows = await engine.server.database.db.select().from(telegramTranscriptions);
    expect(rows.map((row) => row.messageId)).not.toContain(sent.message_id);
  });
});

describe(`the language of the bot’s answers (${database})`, () => {
  const pdfFrom = (chat: ChatUser) => {
    const pdf = telegram.addFile(new Uint8Array(1000));
    return telegram.userSends(chat, {
      document: { ...pdf, file_name: 'notes.pdf', mime_type: 'application/pdf' },
    });
  };

  it('is the linked user’s in a linked chat, even when Telegram leaves it out or the app’s has changed', async () => {
    const member = await memberBrowser(engine.server.url);
    const chat = telegramUser('es');
    await answerTo(chat, openLink(chat, (await connectLink(member)).token), /^¡Conectado!/);
    for (const sender of [
      { ...chat, language_code: undefined },
      { ...chat, language_code: 'ja' },
    ]) {
      await answerTo(chat, pdfFrom(sender), /^Solo puedo transcribir mensajes de voz/);
      await answerTo(
        chat,
        telegram.userSends(sender, { text: 'Hello?' }),
        /^Este chat está conectado a tu cuenta/,
      );
      await answerTo(
        chat,
        telegram.userSends(sender, { text: '/start used-up-token' }),
        /^Este enlace caducó/,
      );
    }
  });

  it('is the sender’s app’s in a chat nobody linked, when it is one of ours, else English', async () => {
    const japanese = telegramUser('ja');
    await answerTo(japanese, pdfFrom(japanese), /^このチャットは Whispy に接続されていません/);
    const french = telegramUser('fr');
    await answerTo(french, pdfFrom(french), /^This chat is not connected to Whispy/);
  });
});

describe(`disconnecting (${database})`, () => {
  it('unlinks only the caller’s own chat, and the bot tells the chat', async () => {
    const { browser, user } = await linkedMember();
    const other = await memberBrowser(engine.server.url);
    expect(await statusOf(other)).toMatchObject({ connected: false, username: null });
    expect((await other.request('DELETE', '/api/integrations/telegram/disconnect')).status).toBe(204);
    expect(await statusOf(browser)).toMatchObject({ connected: true, username: user.username });

    const answer = await browser.request('DELETE', '/api/integrations/telegram/disconnect');
    expect(answer.status).toBe(204);
    await telegram.waitForMessage(
      (message) => message.chat_id === user.id && /disconnected from Whispy/.test(message.text),
    );
    expect(await statusOf(browser)).toMatchObject({ connected: false, username: null });
    expect((await browser.get('/api/auth/identity')).json.result.user.telegram.connected).toBe(false);
    const hello = telegram.userSends(user, { text: 'Still there?' });
    await answerTo(user, hello, /not connected to Whispy/);
  });
});

describe(`notifications (${database})`, () => {
  it('tells the linked chat when a transcription completes, with its link', async () => {
    const { user, owner } = await linkedMember();
    const id = await insertCompleted(engine.server.database.db, owner, {
      name: 'Board meeting',
      status: 'processing',
    });
    await transition(engine.server.app.transcriptions, id, 'completed', { from: ['processing'] });
    const url = `${engine.server.url}/resource/transcriptions/${id}`;
    await telegram.waitForMessage(
      (message) => message.chat_id === user.id && message.text === `Board meeting is ready: ${url}`,
    );
  });

  it('sends a finished transcription’s notice once, however often and however concurrently its job runs', async () => {
    const { user, owner } = await linkedMember();
    const { db } = engine.server.database;
    const id = await insertCompleted(db, owner, { name: 'Once only', status: 'processing' });
    await transition(engine.server.app.transcriptions, id, 'completed', { from: ['processing'] });
    const send = sendTelegramNotice(
      { db, publicUrl: engine.server.url, log: engine.server.app.log },
      telegramApi(engine.server.config.telegram!),
    );
    const context = {
      attempt: 1,
      maxAttempts: 1,
      takesOverStoppedRun: false,
      signal: new AbortController().signal,
    };
    // The queued job, a recovering sweep's and a retry's, all at once and then again.
    await Promise.all([1, 2, 3].map(() => send({ transcriptionId: id }, context)));
    await send({ transcriptionId: id }, context);
    await engine.server.app.transcriptions.notices.send('telegram', id);
    await telegram.waitForMessage(
      (message) => message.chat_id === user.id && /^Once only is ready/.test(message.text),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(messagesTo(user).filter((message) => /^Once only is ready/.test(message.text))).toHaveLength(1);
  });

  it('has the sweep send a notice whose job was lost, and give up on one owed for over a day', async () => {
    const { user, owner } = await linkedMember();
    const { db } = engine.server.database;
    const [lost, stale] = await Promise.all(
      ['Lost job', 'Old news'].map((name) => insertCompleted(db, owner, { name })),
    );
    // Owed as `transition` owes them, as if the process had died before their jobs ran.
    await db.insert(transcriptionNotices).values([
      { transcriptionId: lost!, channel: 'telegram', owedAt: new Date(Date.now() - 2 * 60_000) },
      { transcriptionId: stale!, channel: 'telegram', owedAt: new Date(Date.now() - 25 * 60 * 60_000) },
    ]);
    await sweep(engine.server.app.transcriptions);
    await telegram.waitForMessage(
      (message) => message.chat_id === user.id && /^Lost job is ready/.test(message.text),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(messagesTo(user).filter((message) => /^Old news/.test(message.text))).toHaveLength(0);
    const left = await db
      .select()
      .from(transcriptionNotices)
      .where(eq(transcriptionNotices.transcriptionId, stale!));
    expect(left).toEqual([]);
  });

  it('says why a transcription failed', async () => {
    const { browser, user } = await linkedMember();
    const notes = join(engine.server.dataDir, 'notes.mp3');
    writeFileSync(notes, 'Meeting notes, not a recording.\n'.repeat(50));
    await transcribeFile(browser, notes, { name: 'notes.mp3' });
    // The engine probes the upload by its content, which can take a while to start on a busy machine.
    await telegram.waitForMessage(
      (message) =>
        message.chat_id === user.id &&
        message.text === 'notes.mp3 could not be transcribed: This file is not audio or video.',
      60_000,
    );
  });
});

describe(`messages sent to the bot (${database})`, () => {
  let linked: Awaited<ReturnType<typeof linkedMember>>;
  beforeAll(async () => {
    linked = await linkedMember();
  });

  it('transcribes a voice message into the workspace and replies with the words and the link', async () => {
    const { browser, user } = linked;
    const voiceFile = join(engine.server.dataDir, 'voice.ogg');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', engine.speech, '-c:a', 'libopus', voiceFile]);
    const file = telegram.addFile(readFileSync(voiceFile), 'voice');
    const voice = telegram.userSends(user, { voice: { ...file, duration: 6, mime_type: 'audio/ogg' } });

    await answerTo(user, voice, /^Transcribing…/);
    const list = (await browser.get('/api/transcriptions')).json.result.data;
    expect(list[0]).toMatchObject({ language: 'auto', diarization: false });
    expect(list[0].name).toMatch(/^Telegram message \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);

    const reply = await answerTo(user, voice, /quick brown fox/i, 150_000);
    expect(reply.text).toContain(
      `Open it in Whispy: ${engine.server.url}/resource/transcriptions/${list[0].id}`,
    );
    const done = await waitForStatus(browser, list[0].id, ['completed']);
    expect(done.detected_language).toBe('en');
  });

  it('refuses what it cannot take, saying why, and creates nothing', async () => {
    const { browser, user } = linked;
    const before = (await browser.get('/api/transcriptions')).json.result.count;
    const answers = async (content: Parameters<typeof telegram.userSends>[1], text: RegExp) =>
      answerTo(user, telegram.userSends(user, content), text);

    const pdf = telegram.addFile(new Uint8Array(1000));
    await answers(
      { document: { ...pdf, file_name: 'notes.pdf', mime_type: 'application/pdf' } },
      /only transcribe voice messages, audio and video/,
    );
    const huge = telegram.addFile(new Uint8Array(21 * 1024 * 1024), 'videos');
    await answers({ video: { ...huge, duration: 60, width: 640, height: 360 } }, /larger than 20 MB/);
    // Without the size in the message, Telegram's getFile refuses it.
    const { file_size: _unknown, ...unsized } = huge;
    await answers({ audio: { ...unsized, duration: 60 } }, /larger than 20 MB/);
    expect((await browser.get('/api/transcriptions')).json.result.count).toBe(before);

    // A workspace whose kept recordings fill its storage quota.
    const { db } = engine.server.database;
    const full = await insertCompleted(db, linked.owner, {
      mediaStored: true,
      sizeBytes: engine.server.config.limits.storageBytes!,
    });
    const small = telegram.addFile(new Uint8Array(1000), 'voice');
    await answers(
      { voice: { ...small, duration: 1, mime_type: 'audio/ogg' } },
      /past the 10\.7 GB of recordings/,
    );
    await db.update(transcriptions).set({ mediaStored: false }).where(eq(transcriptions.id, full));

    for (let used = before; used < engine.server.config.quota.trialTranscriptions!; used++) {
      await insertCompleted(engine.server.database.db, linked.owner);
    }
    const voice = telegram.addFile(new Uint8Array(1000), 'voice');
    const sent = telegram.userSends(user, { voice: { ...voice, duration: 1, mime_type: 'audio/ogg' } });
    await answerTo(user, sent, /may make 10 transcriptions on this server and they are used up/);
    expect(messagesTo(user).filter((message) => message.reply_to === sent.message_id)).toHaveLength(1);
  });
});

describe(`a server that cannot run its default engine (${database})`, () => {
  it('refuses media at once with the reason and the install command, and creates nothing', async () => {
    const { config, database: shared, dataDir } = engine.server;
    // The same engine with an empty models directory: nothing is installed.
    const noModels = join(dataDir, 'no-models');
    mkdirSync(noModels);
    const python = join(dataDir, 'python-without-models');
    writeFileSync(
      python,
      `#!/bin/sh\nWHISPY_MODELS_DIR='${noModels}' exec '${config.engine.python}' "$@"\n`,
      {
        mode: 0o755,
      },
    );
    // A second server on the same data with its own bot (and leaving the jobs to the first).
    const bot = await startFakeTelegram();
    const bare = await buildApp({
      config: {
        ...config,
        engine: { ...config.engine, python },
        telegram: { ...config.telegram!, token: bot.token, apiRoot: bot.url },
        jobs: { ...config.jobs, processInServer: false },
      },
      database: { db: shared.db, close: async () => {} },
      logger: false,
    });
    try {
      await bare.ready();
      const { browser, user } = await linkedMember(bot);
      const voice = bot.addFile(new Uint8Array(1000), 'voice');
      const sent = bot.userSends(user, { voice: { ...voice, duration: 1, mime_type: 'audio/ogg' } });
      const reply = await answerTo(user, sent, /not installed/, undefined, bot);
      expect(reply.text).toBe(
        'whispy-base is not installed on this server. The administrator can install it with: npm run models -- install whispy-base',
      );
      expect((await browser.get('/api/transcriptions')).json.result.count).toBe(0);
    } finally {
      await bare.close();
      await bot.close();
    }
  });
});

describe(`a server without a bot token (${database})`, () => {
  it('says Telegram is off: status enabled false, connect refused in the caller’s language', async () => {
    const member = await memberBrowser(engine.server.url);
    const { config, database: shared } = engine.server;
    // A second server on the same data, configured without Telegram (and leaving the jobs to the first).
    const off = await buildApp({
      config: { ...config, telegram: null, jobs: { ...config.jobs, processInServer: false } },
      database: { db: shared.db, close: async () => {} },
      logger: false,
    });
    try {
      const cookie = [...member.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
      const get = (url: string, language = 'en') =>
        off.inject({ url, headers: { cookie, accept: 'application/json', 'accept-language': language } });
      const status = (await get('/api/integrations/telegram/status')).json().result;
      expect(status).toEqual({ enabled: false, connected: false, username: null, connecting: false });
      const refused = await get('/api/integrations/telegram/connect', 'ja');
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe('このサーバーでは Telegram が設定されていません。');
    } finally {
      await off.close();
    }
  });
});
