import type { ChildProcess } from 'node:child_process';
import { ZTelegramConnect } from '@whispy/contracts';
import { memberBrowser } from '@whispy/test-kit/browser';
import { onPostgres } from '@whispy/test-kit/database';
import { allowEngineTime } from '@whispy/test-kit/engine-server';
import { eventually } from '@whispy/test-kit/eventually';
import { type ChatUser, startFakeTelegram } from '@whispy/test-kit/fakes/telegram-bot-api';
import { killHard, stopGracefully, useServerProcesses } from '@whispy/test-kit/processes';
import { SPEECH_TEXT, speechClip, transcribeFile, waitForStatus } from '@whispy/test-kit/transcriptions';
import { afterAll, describe, expect, inject, it } from 'vitest';

// A whole server process is killed and started again, each start loading the engine.
allowEngineTime(300_000);

const telegram = await startFakeTelegram();
afterAll(() => telegram.close());

let chats = 0;
const serverProcesses = useServerProcesses('notices');
const environment = (extra: Record<string, string>) =>
  serverProcesses({ TELEGRAM_BOT_TOKEN: telegram.token, TELEGRAM_API_ROOT: telegram.url, ...extra });

// The in-process queue forgets the notice with the process, so the database must remember it; BullMQ
// keeps the notice's retry in Redis (a database of its own per test, so no other test's server takes
// the jobs).
const queues = [
  { queue: 'the in-process queue', env: (_redisDb: number) => ({}) },
  { queue: 'BullMQ', env: (redisDb: number) => ({ REDIS_URL: `${inject('redisUrl')}/${redisDb}` }) },
];

describe.each(queues)(
  `a notice owed when the server dies (${onPostgres ? 'PostgreSQL' : 'PGlite'}, $queue)`,
  ({ env }) => {
    // Telegram's flood control holds the notice back: the server is killed while it waits to try again.
    it('is sent exactly once after the restart', () =>
      sentOnceAfterRestart(env(7), (chat) => telegram.refuseMessagesTo(chat)));

    // Killed between sending the message and hearing Telegram's answer, the sender leaves the notice
    // claimed. BullMQ runs the job again once the dead worker's lock runs out (within 45 s), and that run
    // must take the claim over rather than wait out its five-minute lease.
    it("is sent exactly once after the restart when the server died awaiting Telegram's answer", () =>
      sentOnceAfterRestart(env(8), (chat) => telegram.holdMessagesTo(chat)));

    // Stopped as a deploy stops it, the server waits out its grace for the answer, then hands the job
    // back: the next run must take the claim over as after a crash, not wait out the lease.
    it("is sent exactly once after the restart when the server was stopped awaiting Telegram's answer", () =>
      sentOnceAfterRestart(env(9), (chat) => telegram.holdMessagesTo(chat), stopGracefully));
  },
);

/**
 * Telegram refuses the chat's notice (`refuse`), the server is killed (or stopped by `stop`) once the
 * notice was tried, Telegram accepts again, and the notice must come within a minute of the restart, once.
 */
async function sentOnceAfterRestart(
  extra: Record<string, string>,
  refuse: (chatId: number) => void,
  stop: (server: ChildProcess) => Promise<unknown> = killHard,
) {
  const server = await environment(extra);
  const first = await server.start();
  const owner = await memberBrowser(server.url);
  chats += 1;
  const chat: ChatUser = {
    id: 8_000_000 + process.pid * 10 + chats,
    first_name: 'Crash',
    username: 'crash_test',
  };
  const { url } = ZTelegramConnect.parse((await owner.get('/api/integrations/telegram/connect')).json.result);
  const start = telegram.userSends(chat, { text: `/start ${new URL(url).searchParams.get('start')}` });
  await telegram.waitForMessage(
    (message) => message.chat_id === chat.id && message.reply_to === start.message_id,
    30_000,
  );

  // The transcription is complete, its notice is not sent, and the server is killed.
  refuse(chat.id);
  const id = await transcribeFile(owner, speechClip(SPEECH_TEXT), { name: 'Crash before notice' });
  expect((await waitForStatus(owner, id, ['completed', 'failed'], 240_000)).status).toBe('completed');
  const ready = `Crash before notice is ready: ${server.url}/resource/transcriptions/${id}`;
  await eventually(() => expect(telegram.refusedMessages(chat.id)).toContain(ready), 30_000);
  await stop(first);
  telegram.acceptMessagesTo(chat.id);

  await server.start();
  await telegram.waitForMessage((message) => message.chat_id === chat.id && message.text === ready, 60_000);
  // Later sweeps and retries find it sent: nothing more goes out.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const notices = telegram.sentMessages().filter((message) => message.chat_id === chat.id);
  expect(notices.map((message) => message.text).filter((text) => text === ready)).toHaveLength(1);
}
