import { createServer } from 'node:net';
import { Browser, memberBrowser, ownerAndStranger } from '@whispy/test-kit/browser';
import { onPostgres } from '@whispy/test-kit/database';
import { eventually } from '@whispy/test-kit/eventually';
import { startFakeTelegram } from '@whispy/test-kit/fakes/telegram-bot-api';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { insertCompleted } from '@whispy/test-kit/transcriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramLinks } from '../src/db/schema.js';
import { transition } from '../src/features/transcriptions/lifecycle.js';

/** Every log line the app writes, as text, as a log collector would receive it. */
function logCollector() {
  const lines: string[] = [];
  return { stream: { write: (line: string) => void lines.push(line) }, text: () => lines.join('') };
}

/** A loopback port nothing listens on: a Bot API that cannot be reached. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const TOKEN = '7654321:AAH-secret-bot-token_for-logs';

describe(`logs (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  describe('when the Bot API cannot be reached', () => {
    const logs = logCollector();
    let server: TestServer;
    let member: Browser;
    beforeAll(async () => {
      server = await startTestServer(
        {
          LOG_LEVEL: 'warn',
          TELEGRAM_BOT_TOKEN: TOKEN,
          TELEGRAM_API_ROOT: `http://127.0.0.1:${await closedPort()}`,
          TELEGRAM_POLLING: 'false',
        },
        undefined,
        { logStream: logs.stream },
      );
      member = await memberBrowser(server.url);
    });
    afterAll(() => server?.close());

    it('say the call failed, without the bot token the request URL carried', async () => {
      expect((await member.get('/api/integrations/telegram/connect')).status).toBeGreaterThanOrEqual(500);
      await eventually(() => expect(logs.text()).toContain('ECONNREFUSED'));
      expect(logs.text()).not.toContain(TOKEN);
      expect(logs.text()).not.toContain(TOKEN.split(':')[1]);
    });
  });

  describe('when Telegram refuses a message', () => {
    const logs = logCollector();
    let telegram: Awaited<ReturnType<typeof startFakeTelegram>>;
    let server: TestServer;
    beforeAll(async () => {
      telegram = await startFakeTelegram();
      server = await startTestServer(
        {
          LOG_LEVEL: 'warn',
          TELEGRAM_BOT_TOKEN: telegram.token,
          TELEGRAM_API_ROOT: telegram.url,
          TELEGRAM_POLLING: 'false',
        },
        undefined,
        { logStream: logs.stream },
      );
    });
    afterAll(async () => {
      await server?.close();
      await telegram?.close();
    });

    it("say why, without the message's text or the token", async () => {
      const member = await memberBrowser(server.url);
      const { user, workspace } = (await member.get('/api/auth/identity')).json.result;
      // A chat the bot cannot write to (the user blocked it): Telegram answers "chat not found".
      await server.database.db.insert(telegramLinks).values({ userId: user.id, chatId: 99_000_001 });
      const secretName = 'Layoffs plan for the Lisbon office';
      const id = await insertCompleted(
        server.database.db,
        { userId: user.id, workspaceId: workspace.id },
        { name: secretName, status: 'processing' },
      );
      await transition(server.app.transcriptions, id, 'completed', { from: ['processing'] });
      await eventually(() => expect(logs.text()).toContain('chat not found'));
      expect(logs.text()).not.toContain('Layoffs');
      expect(logs.text()).not.toContain(telegram.token);
    });
  });

  it('name the path of a request, not the values of its query (sign-in codes, searches)', async () => {
    const logs = logCollector();
    const server = await startTestServer({ LOG_LEVEL: 'info' }, undefined, { logStream: logs.stream });
    try {
      const member = await memberBrowser(server.url);
      await member.get('/api/transcriptions?search=my+divorce+lawyer');
      await member.get('/api/auth/callback?code=SECRET-CODE-123&state=STATE-456');
      await eventually(() => expect(logs.text()).toContain('/api/transcriptions?search=[redacted]'));
      for (const secret of ['divorce', 'SECRET-CODE-123', 'STATE-456'])
        expect(logs.text()).not.toContain(secret);
      // Nor the session cookie or the CSRF token the browser sent.
      expect(logs.text()).not.toContain(member.cookie('XSRF-TOKEN'));
    } finally {
      await server.close();
    }
  });

  it("name a share link's path without its token, on the API, the page and its downloads", async () => {
    const logs = logCollector();
    const server = await startTestServer({ LOG_LEVEL: 'info' }, undefined, { logStream: logs.stream });
    try {
      const { owner, caller } = await ownerAndStranger(server.url);
      const id = await insertCompleted(server.database.db, caller);
      const created = await owner.request('POST', `/api/transcriptions/${id}/share-links`, { body: {} });
      const token = new URL(created.json.result.url).pathname.split('/').at(-1)!;
      const visitor = new Browser(server.url);
      expect((await visitor.get(`/api/shared/${token}`)).status).toBe(200);
      await visitor.get(`/api/shared/${token}/download?format=txt`);
      await visitor.get(`/s/${token}`);
      await eventually(() => expect(logs.text()).toContain('/api/shared/[redacted]/download'));
      expect(logs.text()).toContain('"/s/[redacted]"');
      expect(logs.text()).not.toContain(token);
    } finally {
      await server.close();
    }
  });
});
