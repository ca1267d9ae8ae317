import { type Answer, Browser, memberBrowser, person, signIn } from '@whispy/test-kit/browser';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { createTranscription, createUpload, uploadOffset } from '@whispy/test-kit/transcriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';

const LIMIT = 5;

let server: TestServer;
beforeAll(async () => {
  // Trusting X-Forwarded-For lets each test be a client of its own, with counts of its own.
  server = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

/** A browser whose every request says it was forwarded for `ip`. */
function clientAt(ip: string) {
  const browser = new Browser(server.url);
  const send = browser.request.bind(browser);
  browser.request = (method, path, options = {}) =>
    send(method, path, { ...options, headers: { 'x-forwarded-for': ip, ...options.headers } });
  return browser;
}

describe('rate limiting of signing in', () => {
  it('limits each step of signing in and nothing else', async () => {
    // The local issuer refuses forwarded requests, so this client comes from loopback itself.
    const browser = new Browser(server.url);
    const answered: { path: string; answer: Answer }[] = [];
    const send = browser.request.bind(browser);
    browser.request = async (method, path, options) => {
      const answer = await send(method, path, options);
      answered.push({ path: new URL(path, server.url).pathname, answer });
      return answer;
    };
    await signIn(browser, person());
    await browser.get('/api/csrf');
    expect((await browser.request('POST', '/api/tos', { body: {} })).status).toBe(200);
    await browser.get('/api/auth/identity');

    const limited = answered
      .filter(({ answer }) => answer.headers.get('x-ratelimit-limit') === String(LIMIT))
      .map(({ path }) => path);
    expect(limited).toEqual([
      '/api/auth/redirect',
      expect.stringMatching(/^\/oidc\/interaction\/[^/]+$/),
      '/api/auth/callback',
      '/api/tos',
    ]);
  });

  it('answers a client past the limit with a translated 429 and retry-after; others still answer', async () => {
    const browser = clientAt('203.0.113.7');
    const spanish = { 'accept-language': 'es' };
    for (let call = 1; call <= LIMIT; call++) {
      expect((await browser.get('/api/auth/redirect', spanish)).status).toBe(200);
    }
    const refused = await browser.get('/api/auth/redirect', spanish);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ result: null, message: translate('es', 'request.rate_limited') });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Other routes are not limited, and another client has its own count.
    expect((await browser.get('/api/auth/identity', spanish)).json).toEqual({ result: null });
    expect((await clientAt('203.0.113.8').get('/api/auth/redirect')).status).toBe(200);
  });
});

describe('the per-user limit of the API', () => {
  const API_LIMIT = 8;
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: String(API_LIMIT) });
  });
  afterAll(() => limited.close());

  it('counts each user on its own, in every browser they use, with a translated 429', async () => {
    const account = person('busy');
    const first = await memberBrowser(limited.url, account);
    const second = new Browser(limited.url);
    await signIn(second, account); // the same user in a second browser
    const neighbour = await memberBrowser(limited.url); // same address, another user

    const statuses: number[] = [];
    for (let call = 0; call < API_LIMIT + 2; call++) {
      const browser = call % 2 ? second : first;
      statuses.push((await browser.get('/api/transcriptions', { 'accept-language': 'ja' })).status);
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(API_LIMIT);
    const refused = await first.get('/api/transcriptions', { 'accept-language': 'ja' });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ result: null, message: translate('ja', 'request.rate_limited') });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await neighbour.get('/api/transcriptions')).status).toBe(200);
  });

  it("leaves out tus upload chunks and Stripe's webhook", async () => {
    const owner = await memberBrowser(limited.url);
    const { upload_url } = await createTranscription(owner);
    const location = await createUpload(owner, upload_url, 10);
    for (let call = 0; call < API_LIMIT + 2; call++) {
      expect((await uploadOffset(owner, location)).status).toBe(200);
    }
    // Billing is off on this server: the webhook answers 503, never 429.
    for (let call = 0; call < API_LIMIT + 2; call++) {
      expect((await owner.request('POST', '/api/subscription/webhook', { body: {} })).status).not.toBe(429);
    }
  });
});
