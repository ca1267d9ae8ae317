import { Browser, person, signIn } from '@whispy/test-kit/browser';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { startSiteverify } from '@whispy/test-kit/siteverify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsAcceptances } from '../src/db/schema.js';

async function signedInWithCsrf(server: TestServer) {
  const browser = new Browser(server.url);
  await signIn(browser, person());
  await browser.get('/api/csrf');
  return browser;
}

describe('terms without the bot challenge', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TERMS_VERSION: '2025-07' });
  });
  afterAll(() => server.close());

  it('records acceptance with time and version and opens the app', async () => {
    const browser = await signedInWithCsrf(server);
    const before = Date.now();
    const answer = await browser.request('POST', '/api/tos', { body: { token: '' } });
    expect(answer.status).toBe(200);
    expect(answer.json.result.user.terms_accepted).toBe(true);
    expect(answer.json.message).toBeTruthy();

    const [row] = await server.database.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.userId, answer.json.result.user.id));
    expect(row).toMatchObject({ version: '2025-07', acceptedBy: 'user' });
    expect(row!.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await browser.get('/api/tokens')).status).toBe(200);
    expect((await browser.get('/api/auth/identity')).json.result.user.terms_accepted).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const anonymous = new Browser(server.url);
    await anonymous.get('/api/csrf');
    expect((await anonymous.request('POST', '/api/tos', { body: {} })).status).toBe(401);
  });
});

describe('terms with Turnstile configured', () => {
  let server: TestServer;
  let siteverify: Awaited<ReturnType<typeof startSiteverify>>;
  beforeAll(async () => {
    siteverify = await startSiteverify('test-secret', 'human-token');
    server = await startTestServer({
      TURNSTILE_SITE_KEY: 'test-site-key',
      TURNSTILE_SECRET_KEY: 'test-secret',
      TURNSTILE_VERIFY_URL: siteverify.url,
    });
  });
  afterAll(async () => {
    await server.close();
    await siteverify.close();
  });

  it('publishes the site key to the web app', async () => {
    const answer = await new Browser(server.url).get('/api/config');
    expect(answer.json.result.turnstile_site_key).toBe('test-site-key');
  });

  it('requires a token', async () => {
    const browser = await signedInWithCsrf(server);
    const answer = await browser.request('POST', '/api/tos', { body: {} });
    expect(answer.status).toBe(422);
    expect(answer.json.errors.token).toHaveLength(1);
    expect((await browser.get('/api/auth/identity')).json.result.user.terms_accepted).toBe(false);
  });

  it('refuses a token that siteverify rejects', async () => {
    const browser = await signedInWithCsrf(server);
    const answer = await browser.request('POST', '/api/tos', { body: { token: 'bot-token' } });
    expect(answer.status).toBe(422);
    expect(answer.json.errors.token[0]).toMatch(/security check/);
    expect((await browser.get('/api/tokens')).status).toBe(403);
  });

  it('accepts a verified token, sending secret, response and remote IP to siteverify', async () => {
    const browser = await signedInWithCsrf(server);
    const answer = await browser.request('POST', '/api/tos', { body: { token: 'human-token' } });
    expect(answer.status).toBe(200);
    expect(answer.json.result.user.terms_accepted).toBe(true);
    const last = siteverify.received.at(-1)!;
    expect(Object.fromEntries(last)).toEqual({
      secret: 'test-secret',
      response: 'human-token',
      remoteip: '127.0.0.1',
    });
  });

  it('refuses when siteverify cannot be reached', async () => {
    const unreachable = await startTestServer({
      TURNSTILE_SITE_KEY: 'k',
      TURNSTILE_SECRET_KEY: 's',
      TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    });
    try {
      const browser = await signedInWithCsrf(unreachable);
      expect((await browser.request('POST', '/api/tos', { body: { token: 'any' } })).status).toBe(422);
    } finally {
      await unreachable.close();
    }
  });
});
