import type { Server } from 'node:http';
import { join } from 'node:path';
import { Browser, memberBrowser } from '@whispy/test-kit/browser';
import { runCli } from '@whispy/test-kit/cli';
import { onPostgres, openFreshDatabase } from '@whispy/test-kit/database';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminSocket } from '../src/admin/socket-server.js';
import { openDatabase } from '../src/db/database.js';
import { feedback } from '../src/db/schema.js';

let server: TestServer;
let adminSocket: Server | null = null;
/** The CLI's environment: the server's DATA_DIR (and its admin socket), or the same PostgreSQL database. */
let cliEnv: Record<string, string>;

beforeAll(async () => {
  let databaseUrl = '';
  // On disk rather than in memory, so that the CLI reaches the same data through the admin socket.
  server = await startTestServer({}, async (dataDir) => {
    if (!onPostgres) return openDatabase({ dir: join(dataDir, 'db') });
    const fresh = await openFreshDatabase();
    databaseUrl = fresh.url!;
    return fresh;
  });
  if (!onPostgres) adminSocket = await startAdminSocket(server.config, server.database.db, server.app.log);
  cliEnv = { DATA_DIR: server.dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' };
});
afterAll(async () => {
  adminSocket?.close();
  await server.close();
});

const send = (browser: Browser, body: unknown, headers: Record<string, string> = {}) =>
  browser.request('POST', '/api/feedback', { body, headers });

async function storedFeedbackOf(browser: Browser) {
  const { user } = (await browser.get('/api/auth/identity')).json.result;
  return server.database.db.select().from(feedback).where(eq(feedback.userId, user.id));
}

describe(`POST /api/feedback (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('stores the trimmed text with its author, workspace and browser, and thanks in their language', async () => {
    const member = await memberBrowser(server.url);
    const longAgent = `Mozilla/5.0 ${'x'.repeat(2000)}`;
    const answer = await send(
      member,
      { feedback: '  The editor is lovely.\nPlease add dark mode.  ' },
      { 'accept-language': 'es', 'user-agent': longAgent },
    );

    expect(answer.status).toBe(201);
    expect(answer.json.message).toBe('¡Gracias por tus comentarios!');
    const { user, workspace } = (await member.get('/api/auth/identity')).json.result;
    const [stored] = await storedFeedbackOf(member);
    expect(stored).toMatchObject({
      id: answer.json.result.id,
      userId: user.id,
      workspaceId: workspace.id,
      text: 'The editor is lovely.\nPlease add dark mode.',
    });
    expect(stored!.userAgent!.length).toBeLessThan(longAgent.length);
    expect(longAgent.startsWith(stored!.userAgent!)).toBe(true);
  });

  it.each([
    ['en', '', 'Please write something'],
    ['en', '   \n  ', 'Please write something'],
    ['ja', '', '何か入力してください'],
  ])('refuses empty feedback in %s (%j) with "%s" and stores nothing', async (language, text, message) => {
    const member = await memberBrowser(server.url);
    const answer = await send(member, { feedback: text }, { 'accept-language': language });
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual({ feedback: [message] });
    expect(await storedFeedbackOf(member)).toEqual([]);
  });

  it('refuses callers who are not signed in', async () => {
    const stranger = new Browser(server.url);
    await stranger.get('/api/csrf');
    const answer = await send(stranger, { feedback: 'Hello' });
    expect(answer.status).toBe(401);
    expect(answer.json.result).toBeNull();
  });

  it('takes ten a hour from each user, whoever else shares their address', async () => {
    const [busy, neighbour] = await Promise.all([memberBrowser(server.url), memberBrowser(server.url)]);
    for (let index = 1; index <= 10; index++)
      expect((await send(busy, { feedback: `Idea ${index}` })).status).toBe(201);

    const refused = await send(busy, { feedback: 'Idea 11' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await storedFeedbackOf(busy)).toHaveLength(10);
    // Every test client comes from 127.0.0.1, so this would fail if the limit were per address.
    expect((await send(neighbour, { feedback: 'Mine still counts' })).status).toBe(201);
  });
});

// The CLI is a child process (tsx compile plus a database round trip): slow on a loaded machine.
describe('npm run cli -- feedback list', { timeout: 90_000 }, () => {
  it('prints feedback newest first with date, email and workspace, filtered by --since and --limit', async () => {
    const [first, second] = await Promise.all([memberBrowser(server.url), memberBrowser(server.url)]);
    const firstEmail = (await first.get('/api/auth/identity')).json.result.user.email;
    const { user, workspace } = (await second.get('/api/auth/identity')).json.result;
    expect((await send(first, { feedback: 'Older remark' })).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await send(second, { feedback: 'Newer remark\nwith a second line' })).status).toBe(201);

    const all = await runCli(['feedback', 'list'], cliEnv);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout.indexOf('Newer remark')).toBeLessThan(all.stdout.indexOf('Older remark'));
    expect(all.stdout).toContain(firstEmail);
    const heading = all.stdout.split('\n').find((line) => line.includes(user.email))!;
    expect(heading).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(heading).toContain(workspace.name);
    expect(all.stdout).toContain('    Newer remark\n    with a second line');

    const since = await runCli(['feedback', 'list', '--since', between], cliEnv);
    expect(since.code, since.stderr).toBe(0);
    expect(since.stdout).toContain('Newer remark');
    expect(since.stdout).not.toContain('Older remark');

    const newest = await runCli(['feedback', 'list', '--limit', '1'], cliEnv);
    expect(newest.stdout).toContain('Newer remark');
    expect(newest.stdout).not.toContain('Older remark');
  });

  it('prints what strangers wrote without the control characters a terminal would obey', async () => {
    const author = await memberBrowser(server.url);
    const { workspace } = (await author.get('/api/auth/identity')).json.result;
    const rename = await author.request('PUT', `/api/workspace/${workspace.id}`, {
      body: { name: 'Acme\u001b]0;owned\u0007 \u202eevil' },
    });
    expect(rename.status).toBe(200);
    const text = 'Great app\u001b[2J\u001b[1A\r\u001b[32mAll checks passed\u009b0m\nsecond line';
    expect((await send(author, { feedback: text })).status).toBe(201);

    const listed = await runCli(['feedback', 'list', '--limit', '1'], cliEnv);
    expect(listed.code, listed.stderr).toBe(0);
    // No escape, carriage return, C1 control or bidi override survives; the words and lines do.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what the test looks for
    expect(listed.stdout).not.toMatch(/[\u001b\r\u0007\u009b\u202e]/);
    expect(listed.stdout).toContain('Acme]0;owned evil');
    expect(listed.stdout).toContain('    Great app[2J[1A[32mAll checks passed0m\n    second line');
  });

  it('refuses a --since that is not a date, before opening any database', async () => {
    const result = await runCli(['feedback', 'list', '--since', 'yesterday'], cliEnv);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/since|date/i);
  });
});
