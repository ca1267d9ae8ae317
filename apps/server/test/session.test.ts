import { Browser, memberBrowser, person, signIn, signInAtOnce } from '@whispy/test-kit/browser';
import { type FakeGoogle, startFakeGoogle } from '@whispy/test-kit/fakes/google-issuer';
import { buildTestApp, freePort, startTestServer, type TestServer } from '@whispy/test-kit/server';
import { sessionAged } from '@whispy/test-kit/sessions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.js';
import { translate } from '../src/i18n/index.js';

const HOUR = 3600 * 1000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SESSION_IDLE_HOURS: '24', SESSION_LIFETIME_HOURS: '240' });
});
afterAll(() => server.close());

/** A browser that presents only the given session cookie (as someone who copied it would). */
const withSession = (value: string) => {
  const browser = new Browser(server.url);
  browser.cookies.set('whispy_session', { value, path: '/' });
  return browser;
};
const identityOf = async (browser: Browser) => (await browser.get('/api/auth/identity')).json.result;

describe('sessions', () => {
  it('sign-in sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const browser = new Browser(server.url);
    const callback = await signIn(browser, person());
    const cookie = callback.headers.getSetCookie().find((line) => line.startsWith('whispy_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain-HTTP PUBLIC_URL: a Secure cookie would never come back
    expect(await identityOf(browser)).not.toBeNull();
  });

  it('rotates the session at sign-in: the earlier session id stops working', async () => {
    const browser = new Browser(server.url);
    const account = person();
    await signIn(browser, account);
    const before = browser.cookie('whispy_session')!;
    await signIn(browser, account);
    const after = browser.cookie('whispy_session')!;
    expect(after).not.toBe(before);
    expect(await identityOf(withSession(before))).toBeNull();
    expect((await identityOf(withSession(after))).user.email).toBe(account.email);
  });

  it('logout needs the XMLHttpRequest header, so a cross-site link cannot sign anyone out', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, person());
    const link = await browser.get('/api/auth/logout');
    expect(link.status).toBe(400);
    expect(link.json.result).toBeNull();
    expect(await identityOf(browser)).not.toBeNull();
  });

  it('logout destroys the session on the server, not just the cookie', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, person());
    const copied = browser.cookie('whispy_session')!;
    const answer = await browser.get('/api/auth/logout', { 'x-requested-with': 'XMLHttpRequest' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ result: null, redirect: '/auth/login' });
    expect(browser.cookie('whispy_session')).toBeUndefined();
    expect(await identityOf(browser)).toBeNull();
    expect(await identityOf(withSession(copied))).toBeNull();
  });

  it('an unknown or hostile session cookie reads as signed out', async () => {
    for (const value of ['made-up', "x' or '1'='1", '%00'.repeat(1000)]) {
      expect(await identityOf(withSession(value))).toBeNull();
      expect((await withSession(value).get('/api/transcriptions')).status).toBe(401);
    }
  });
});

describe('session lifetimes (idle 24 h, lifetime 240 h here)', () => {
  const lastSeen = async (id: string) =>
    (await server.database.db.select().from(sessions).where(eq(sessions.id, id)))[0]?.lastSeenAt.getTime();

  it('ends a session left unused past the idle timeout', async () => {
    const idle = await sessionAged(server.database.db, {
      createdAgo: 30 * HOUR,
      seenAgo: 24 * HOUR + 60_000,
    });
    expect(await identityOf(withSession(idle.token))).toBeNull();
  });

  it('ends a session in use once its lifetime is over', async () => {
    const old = await sessionAged(server.database.db, { createdAgo: 240 * HOUR + 60_000, seenAgo: 60_000 });
    expect(await identityOf(withSession(old.token))).toBeNull();
  });

  it('moves the idle clock on with use, writing it at most hourly', async () => {
    const session = await sessionAged(server.database.db, { createdAgo: 200 * HOUR, seenAgo: 23 * HOUR });
    const before = Date.now();
    expect(await identityOf(withSession(session.token))).not.toBeNull();
    const touched = (await lastSeen(session.id))!;
    expect(touched).toBeGreaterThanOrEqual(before - 1000);

    // Used again at once: no second write.
    expect(await identityOf(withSession(session.token))).not.toBeNull();
    expect(await lastSeen(session.id)).toBe(touched);

    const recent = await sessionAged(server.database.db, { createdAgo: HOUR, seenAgo: 30 * 60_000 });
    const untouched = await lastSeen(recent.id);
    expect(await identityOf(withSession(recent.token))).not.toBeNull();
    expect(await lastSeen(recent.id)).toBe(untouched);
  });

  it('refuses a session ended elsewhere on its very next request, though its idle clock is fresh', async () => {
    const account = person();
    const browser = await memberBrowser(server.url, account);
    expect((await browser.get('/api/transcriptions')).status).toBe(200);
    // Ended from another browser (signing out everywhere ends this one too) a moment later.
    const elsewhere = new Browser(server.url);
    await signIn(elsewhere, account);
    await elsewhere.get('/api/csrf');
    expect((await elsewhere.request('DELETE', '/api/auth/sessions')).status).toBe(200);
    expect((await browser.get('/api/transcriptions')).status).toBe(401);
    expect(await identityOf(browser)).toBeNull();
  });
});

describe('signing out everywhere', () => {
  it('ends every session of the user, this one too, and keeps their tokens and other users signed in', async () => {
    const account = person();
    const here = await memberBrowser(server.url, account);
    const elsewhere = new Browser(server.url);
    await signIn(elsewhere, account);
    const stranger = await memberBrowser(server.url);
    const token = (await here.request('POST', '/api/tokens', { body: { name: 'script' } })).json.result.token;

    const answer = await here.request('DELETE', '/api/auth/sessions', {
      headers: { 'accept-language': 'ja' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      result: null,
      message: translate('ja', 'auth.signed_out_everywhere'),
      redirect: '/auth/login',
    });
    expect(here.cookie('whispy_session')).toBeUndefined();
    expect(await identityOf(here)).toBeNull();
    expect(await identityOf(elsewhere)).toBeNull();
    expect(await identityOf(stranger)).not.toBeNull();
    const withToken = await fetch(`${server.url}/api/auth/identity`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await withToken.json()).result.user.email).toBe(account.email);
  });

  it('cannot be done by another site: it needs the CSRF header', async () => {
    const browser = await memberBrowser(server.url);
    const forged = await browser.request('DELETE', '/api/auth/sessions', { xsrf: false });
    expect(forged.status).toBe(419);
    expect(await identityOf(browser)).not.toBeNull();
  });

  it('asks a signed-out caller to sign in', async () => {
    const browser = new Browser(server.url);
    await browser.get('/api/csrf');
    const answer = await browser.request('DELETE', '/api/auth/sessions');
    expect(answer.status).toBe(401);
  });
});

describe('the session cookie on https', () => {
  let google: FakeGoogle;
  let secure: TestServer;
  beforeAll(async () => {
    google = await startFakeGoogle();
    const port = await freePort();
    secure = await buildTestApp(
      {
        PUBLIC_URL: `https://127.0.0.1:${port}`,
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_ISSUER: google.url,
      },
      port,
    );
    // TLS ends in front of the server, as behind a proxy; the test talks to it in plain HTTP.
    await secure.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await secure?.close();
    await google?.close();
  });

  it('is __Host- prefixed: Secure, Path=/, no Domain; an unprefixed copy is not taken', async () => {
    google.signInAs({ sub: '4242', email: person().email });
    const browser = new Browser(secure.url);
    const callback = await signInAtOnce(browser);
    expect(callback.headers.get('location')).toBe('/dashboard');
    const cookie = callback.headers.getSetCookie().find((line) => line.startsWith('__Host-whispy_session='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(await identityOf(browser)).not.toBeNull();

    // A cookie without the prefix may have been planted by a sibling subdomain or a plain-http page.
    const planted = new Browser(secure.url);
    planted.cookies.set('whispy_session', { value: browser.cookie('__Host-whispy_session')!, path: '/' });
    expect(await identityOf(planted)).toBeNull();

    await browser.get('/api/csrf');
    const ended = await browser.request('DELETE', '/api/auth/sessions');
    const cleared = ended.headers.getSetCookie().find((line) => line.startsWith('__Host-whispy_session='));
    expect(cleared).toMatch(/; Secure/i);
    expect(browser.cookie('__Host-whispy_session')).toBeUndefined();
  });
});
