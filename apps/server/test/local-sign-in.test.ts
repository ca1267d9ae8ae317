import { openFreshDatabase } from '@whispy/test-kit/database';
import { buildTestApp, type TestServer } from '@whispy/test-kit/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { translate } from '../src/i18n/index.js';

const DISCOVERY = '/oidc/.well-known/openid-configuration';

/** Headers that proxies, CDNs and load balancers add; each alone must close the local issuer. */
const PROXY_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  'via',
  'x-real-ip',
  'cf-connecting-ip',
  'true-client-ip',
  'x-client-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
];

describe('the local issuer on loopback', () => {
  let server: TestServer;
  let publicHost: string;
  beforeAll(async () => {
    server = await buildTestApp({}, 18_181);
    publicHost = new URL(server.url).host;
  });
  afterAll(() => server.close());

  const discover = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    server.app.inject({ url: DISCOVERY, headers: { host: publicHost, ...headers }, remoteAddress });

  it('answers a direct request from this machine to PUBLIC_URL’s host', async () => {
    const answer = await discover({});
    expect(answer.statusCode).toBe(200);
    expect(answer.json().issuer).toBe(`${server.url}/oidc`);
  });

  it.each(PROXY_HEADERS)(
    'refuses a request that a proxy forwarded (%s), in the reader’s language',
    async (name) => {
      const answer = await discover({ [name]: '127.0.0.1', 'accept-language': 'es' });
      expect(answer.statusCode).toBe(403);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain(translate('es', 'issuer.not_available_title'));
      expect(answer.body).toContain(
        translate('es', { id: 'issuer.not_available_detail', params: { url: server.url } }),
      );
      expect(answer.body).not.toContain('"issuer"');
    },
  );

  it.each([
    'whispy.attacker.example',
    'attacker.example:18181',
    'localhost:18181', // this machine, but not the address sign-in was set up with
    '127.0.0.1:18182',
  ])('refuses a Host other than PUBLIC_URL’s (%s), as DNS rebinding would send', async (host) => {
    const answer = await discover({ host });
    expect(answer.statusCode).toBe(403);
  });

  it('refuses a client on another machine', async () => {
    expect((await discover({}, '203.0.113.7')).statusCode).toBe(403);
    expect((await discover({}, '::ffff:10.0.0.8')).statusCode).toBe(403);
  });

  it('logs a refusal with its reason, without the header’s value or the query', async () => {
    const lines: string[] = [];
    const database = await openFreshDatabase();
    const app = await buildApp({
      config: server.config,
      database,
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      await app.inject({
        url: `${DISCOVERY}?state=state-that-stays-private`,
        headers: { host: publicHost, 'x-real-ip': '198.51.100.23' },
      });
    } finally {
      await app.close();
    }
    const refusal = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'local issuer refused a request');
    expect(refusal).toMatchObject({ reason: 'proxy_header', header: 'x-real-ip', ip: '127.0.0.1' });
    expect(lines.join('\n')).not.toContain('198.51.100.23');
    expect(lines.join('\n')).not.toContain('state-that-stays-private');
  });
});

describe('without Google, off loopback', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it.each<Record<string, string>>([{ HOST: '0.0.0.0' }, { PUBLIC_URL: 'https://whispy.example' }])(
    'serves no local issuer and refuses to start signing in, in words (%o)',
    async (env) => {
      server = await buildTestApp(env);
      const discovery = await server.app.inject({ url: DISCOVERY, headers: { host: 'localhost:8080' } });
      expect(discovery.body).not.toContain('authorization_endpoint');

      const start = await server.app.inject({
        url: '/api/auth/redirect',
        headers: { 'accept-language': 'ja' },
      });
      expect(start.statusCode).toBe(503);
      expect(start.json()).toEqual({ result: null, message: translate('ja', 'auth.sign_in_unavailable') });
    },
  );

  it('serves the local issuer to other machines with UNSAFE_LOCAL_SIGN_IN, still not through a proxy', async () => {
    server = await buildTestApp({
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://dev.example:8080',
      UNSAFE_LOCAL_SIGN_IN: 'true',
    });
    const remote = { host: 'dev.example:8080' };
    const direct = await server.app.inject({ url: DISCOVERY, headers: remote, remoteAddress: '192.0.2.44' });
    expect(direct.statusCode).toBe(200);
    const proxied = await server.app.inject({
      url: DISCOVERY,
      headers: { ...remote, 'x-forwarded-for': '192.0.2.45' },
      remoteAddress: '192.0.2.44',
    });
    expect(proxied.statusCode).toBe(403);
  });
});
