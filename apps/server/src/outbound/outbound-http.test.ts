import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPolicy } from './address-policy.js';
import { type OutboundHttp, OutboundRefused, outboundHttp, type Resolve } from './outbound-http.js';

const options = { timeoutMs: 2000, maxResponseBytes: 64 };

/** A local server: `/ok` answers, `/endless` streams for ever, `/to?u=` redirects there. */
let server: Server;
let port: number;
let hits: string[];

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/to') {
      response.writeHead(302, { location: url.searchParams.get('u') ?? '/' }).end();
    } else if (url.pathname === '/endless') {
      response.writeHead(200);
      const timer = setInterval(() => response.write('x'.repeat(1024)), 1);
      response.on('close', () => clearInterval(timer));
    } else if (url.pathname === '/slow') {
      setTimeout(() => response.end('late'), 5000).unref();
    } else {
      response.end('hello');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function refusal(http: OutboundHttp, url: string, extra = {}) {
  hits = [];
  const error = await http.send(url, { ...options, ...extra }).catch((caught: unknown) => caught);
  await http.close();
  expect(hits).toEqual([]);
  return error instanceof OutboundRefused ? error.reason : error;
}

const closed = () => outboundHttp({ policy: addressPolicy([]), schemes: ['http:', 'https:'] });
/** Only 127.0.0.1 itself is open: the test server is reachable, the rest of the machine is not. */
const onlyTestServer = (resolve?: Resolve) =>
  outboundHttp({ policy: addressPolicy(['127.0.0.1/32']), schemes: ['http:'], resolve });

describe('outbound requests', () => {
  it.each([
    'http://127.0.0.1:PORT/ok',
    'http://0.0.0.0:PORT/ok',
    'http://[::ffff:127.0.0.1]:PORT/ok',
    'http://2130706433:PORT/ok',
    'http://0177.0.0.1:PORT/ok',
    'http://0x7f.1:PORT/ok',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:PORT/ok',
    'http://[fe80::1]/',
  ])('refuse the address literal in %s before connecting', async (url) => {
    expect(await refusal(closed(), url.replace('PORT', String(port)))).toBe('address');
  });

  it('refuse a host name that resolves inward (localhost)', async () => {
    expect(await refusal(closed(), `http://localhost:${port}/ok`)).toBe('address');
  });

  it('refuse a name whose DNS answers mix an allowed and a refused address', async () => {
    const resolve: Resolve = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    expect(await refusal(onlyTestServer(resolve), `http://hooks.example:${port}/ok`)).toBe('address');
  });

  it('connect to the address that was checked, whatever the name resolves to later', async () => {
    let answers = 0;
    // A rebinding DNS: allowed the first time, inward after. The socket only ever sees the first answer.
    const resolve: Resolve = async () => [{ address: answers++ === 0 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    const http = onlyTestServer(resolve);
    hits = [];
    const answer = await http.send(`http://hooks.example:${port}/ok`, options);
    await http.close();
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('hello');
    expect(answers).toBe(1);
  });

  it('refuse schemes other than the allowed ones, and credentials in the URL', async () => {
    const httpsOnly = outboundHttp({ policy: addressPolicy(['loopback']) });
    expect(await refusal(httpsOnly, `http://127.0.0.1:${port}/ok`)).toBe('scheme');
    expect(await refusal(onlyTestServer(), 'file:///etc/passwd')).toBe('scheme');
    expect(await refusal(onlyTestServer(), `http://user:pw@127.0.0.1:${port}/ok`)).toBe('scheme');
  });

  it('answer a redirect itself unless asked to follow, and check every hop it follows', async () => {
    const to = (target: string) => `http://127.0.0.1:${port}/to?u=${encodeURIComponent(target)}`;
    let http = onlyTestServer();
    const answer = await http.send(to('http://169.254.169.254/'), options);
    expect(answer.status).toBe(302);

    http = onlyTestServer();
    hits = [];
    const error = await http
      .send(to(`http://127.0.0.2:${port}/ok`), { ...options, maxRedirects: 3 })
      .catch((caught: unknown) => caught);
    await http.close();
    expect(error).toBeInstanceOf(OutboundRefused);
    expect((error as OutboundRefused).reason).toBe('address');
    expect(hits).toHaveLength(1);

    http = onlyTestServer();
    const followed = await http.send(to('/ok'), { ...options, maxRedirects: 1 });
    expect(followed.body.toString()).toBe('hello');
    const endless = await http
      .send(to(to('/ok')), { ...options, maxRedirects: 1 })
      .catch((caught: unknown) => caught);
    await http.close();
    expect((endless as OutboundRefused).reason).toBe('too_many_redirects');
  });

  it('keep only the first bytes of an endless answer, and give up on a slow one', async () => {
    const http = onlyTestServer();
    const answer = await http.send(`http://127.0.0.1:${port}/endless`, options);
    expect(answer.body.length).toBe(64);
    expect(answer.truncated).toBe(true);
    const started = Date.now();
    const slow = await http
      .send(`http://127.0.0.1:${port}/slow`, { ...options, timeoutMs: 200 })
      .catch((caught: unknown) => caught);
    await http.close();
    expect(slow).toBeInstanceOf(Error);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
