import { Browser, memberBrowser } from '@whispy/test-kit/browser';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await memberBrowser(server.url);
});
afterAll(() => server.close());

describe('CSRF protection', () => {
  it('GET csrf sets a script-readable XSRF-TOKEN cookie and answers 204', async () => {
    const fresh = new Browser(server.url);
    const answer = await fresh.get('/api/csrf');
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('refuses an unsafe request without the header with 419 and a clear message', async () => {
    const answer = await browser.request('POST', '/api/tokens', { body: { name: 'x' }, xsrf: false });
    expect(answer.status).toBe(419);
    expect(answer.json.result).toBeNull();
    expect(answer.json.message).toMatch(/CSRF/);
  });

  it('refuses a header that does not match the cookie', async () => {
    const answer = await browser.request('POST', '/api/tokens', {
      body: { name: 'x' },
      xsrf: false,
      headers: { 'x-xsrf-token': 'something-else' },
    });
    expect(answer.status).toBe(419);
  });

  it('refuses a cookie the server did not sign, even when the header matches it', async () => {
    const forger = new Browser(server.url);
    for (const [name, cookie] of browser.cookies) forger.cookies.set(name, { ...cookie });
    forger.cookies.set('XSRF-TOKEN', { value: 'planted.value', path: '/' });
    const answer = await forger.request('POST', '/api/tokens', { body: { name: 'x' } });
    expect(answer.status).toBe(419);
  });

  it('accepts the request when the header echoes the cookie', async () => {
    const answer = await browser.request('POST', '/api/tokens', { body: { name: 'ok' } });
    expect(answer.status).toBe(201);
  });

  it('checks CSRF before anything else, signed in or not', async () => {
    const anonymous = new Browser(server.url);
    const answer = await anonymous.request('POST', '/api/tos', { body: {} });
    expect(answer.status).toBe(419);
  });
});
