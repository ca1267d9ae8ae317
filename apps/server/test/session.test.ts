import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, person, signIn } from './helpers/browser.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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

  it('an unknown session cookie reads as signed out', async () => {
    expect(await identityOf(withSession('made-up'))).toBeNull();
  });
});
