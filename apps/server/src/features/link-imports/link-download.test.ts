import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPolicy, outboundHttp } from '../../outbound/index.js';
import { type DownloadLimits, downloadLink, LinkFailed } from './link-download.js';

const KB = 1024;
const limits: DownloadLimits = { maxBytes: 64 * KB, timeoutMs: 3000, stallMs: 1500 };

/** Writes `total` bytes in chunks without a Content-Length (chunked), as fast as the socket takes them. */
function stream(response: ServerResponse, total: number) {
  response.writeHead(200, { 'content-type': 'audio/mpeg' });
  let sent = 0;
  const next = () => {
    while (sent < total) {
      sent += KB;
      if (!response.write(Buffer.alloc(KB, 7))) return void response.once('drain', next);
    }
    response.end();
  };
  next();
}

let server: Server;
let base: string;
let served: Record<string, number>;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    served[path] = (served[path] ?? 0) + 1;
    if (path === '/talk.mp3')
      response
        .writeHead(200, { 'content-length': '5', 'content-disposition': 'attachment; filename="Talk 1.mp3"' })
        .end('audio');
    else if (path === '/missing') response.writeHead(404).end('not here');
    else if (path === '/private') response.writeHead(403).end();
    else if (path === '/endless') stream(response, 10 * 1024 * KB);
    else if (path === '/claims-huge')
      response.writeHead(200, { 'content-length': String(50 * 1024 * KB) }).end();
    else if (path === '/cut-short') {
      response.writeHead(200, { 'content-length': '1000' });
      response.write('x'.repeat(10), () => response.destroy());
    } else if (path === '/bomb') {
      const body = gzipSync(Buffer.alloc(10 * 1024 * KB));
      response.writeHead(200, { 'content-encoding': 'gzip', 'content-length': body.length }).end(body);
    } else if (path === '/drip') {
      response.writeHead(200);
      const timer = setInterval(() => response.write('x'), 200);
      response.on('close', () => clearInterval(timer));
    } else if (path === '/silent') {
      response.writeHead(200);
      response.write('x');
    } else if (path === '/loop') response.writeHead(302, { location: '/loop' }).end();
    else if (path === '/to-talk') response.writeHead(301, { location: '/talk.mp3' }).end();
    else response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const loopbackAllowed = () => outboundHttp({ policy: addressPolicy(['loopback']), schemes: ['http:'] });

/** Downloads `path` from the test server; the failure's reason, or what arrived. */
async function fetchPath(path: string, { http = loopbackAllowed(), own = limits } = {}) {
  served = {};
  const directory = mkdtempSync(join(tmpdir(), 'link-test-'));
  const target = join(directory, 'media');
  const seen: { name: string | null; expected: number | null }[] = [];
  try {
    const bytes = await downloadLink(http, path.startsWith('http') ? path : base + path, target, own, {
      answered: async (answer) => {
        seen.push(answer);
        return true;
      },
      progressed: async () => true,
    });
    return { bytes, text: readFileSync(target, 'utf8'), seen };
  } catch (error) {
    if (error instanceof LinkFailed) return { failure: error.failure };
    throw error;
  } finally {
    await http.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

describe('fetching media from a link', () => {
  it("writes the file and names it as the answer's Content-Disposition does, after redirects", async () => {
    expect(await fetchPath('/to-talk')).toEqual({
      bytes: 5,
      text: 'audio',
      seen: [{ name: 'Talk 1.mp3', expected: 5 }],
    });
  });

  it.each([
    ['/missing', 'transcriptions.failure.link_not_found'],
    ['/private', 'transcriptions.failure.link_forbidden'],
    ['/error', 'transcriptions.failure.link_http_error'],
    ['/loop', 'transcriptions.failure.link_redirects'],
    ['/cut-short', 'transcriptions.failure.link_interrupted'],
  ])('%s fails with %s', async (path, failure) => {
    expect(await fetchPath(path)).toEqual({ failure });
  });

  it('stops a body without a length at the limit, counting decoded bytes (a gzip bomb too)', async () => {
    expect(await fetchPath('/endless')).toEqual({ failure: 'transcriptions.failure.too_large' });
    expect(await fetchPath('/bomb')).toEqual({ failure: 'transcriptions.failure.too_large' });
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    expect(await fetchPath('/claims-huge')).toEqual({ failure: 'transcriptions.failure.too_large' });
  });

  it('refuses loopback, directly or by redirect, unless the operator allows it', async () => {
    const closed = () => outboundHttp({ policy: addressPolicy([]), schemes: ['http:', 'https:'] });
    expect(await fetchPath('/talk.mp3', { http: closed() })).toEqual({
      failure: 'transcriptions.failure.link_refused',
    });
    expect(served).toEqual({});
    // A public-looking name that points inward is refused after its lookup.
    const inward = outboundHttp({
      policy: addressPolicy([]),
      schemes: ['http:'],
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    const port = new URL(base).port;
    expect(await fetchPath(`http://media.example:${port}/talk.mp3`, { http: inward })).toEqual({
      failure: 'transcriptions.failure.link_refused',
    });
  });

  it('gives up a slow answer at the time limit and a silent one at the stall limit', async () => {
    const quick = { ...limits, timeoutMs: 800, stallMs: 500 };
    expect(await fetchPath('/drip', { own: quick })).toEqual({
      failure: 'transcriptions.failure.link_timed_out',
    });
    expect(await fetchPath('/silent', { own: { ...quick, timeoutMs: 5000 } })).toEqual({
      failure: 'transcriptions.failure.link_timed_out',
    });
  });

  it('says a link that cannot be reached is unreachable', async () => {
    const http = outboundHttp({ policy: addressPolicy(['loopback']), schemes: ['http:'] });
    expect(await fetchPath('http://127.0.0.1:1/none.mp3', { http })).toEqual({
      failure: 'transcriptions.failure.link_unreachable',
    });
  });
});
