import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZTranscription } from '@whispy/contracts';
import { type Browser, memberBrowser } from '@whispy/test-kit/browser';
import { onPostgres } from '@whispy/test-kit/database';
import { useEngineServer } from '@whispy/test-kit/engine-server';
import { waitForStatus, wordsOf } from '@whispy/test-kit/transcriptions';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptions } from '../src/db/schema.js';
import { sweep } from '../src/features/transcriptions/index.js';

const database = onPostgres ? 'PostgreSQL' : 'PGlite';
const MB = 1024 * 1024;

/** The largest file (MAX_UPLOAD_MB) and the time limits of this server: small, so the tests hit them. */
const engine = useEngineServer({
  OUTBOUND_ALLOW: 'loopback',
  MAX_UPLOAD_MB: '1',
  LINK_IMPORT_TIMEOUT_SECONDS: '3',
  LINK_IMPORT_STALL_SECONDS: '2',
});

/** How many bytes the media server wrote for each path: an oversized body must stop well short of its end. */
const sent = new Map<string, number>();

function writeCounted(path: string, response: ServerResponse, total: number) {
  let written = 0;
  const next = () => {
    while (written < total && !response.destroyed) {
      written += 64 * 1024;
      sent.set(path, written);
      if (!response.write(Buffer.alloc(64 * 1024, 1))) return void response.once('drain', next);
    }
    response.end();
  };
  next();
}

/** A media server on loopback, as a user's link would point to one on the internet. */
let media: Server;
let base: string;

beforeAll(async () => {
  const speech = readFileSync(engine.speech);
  media = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/talks/fox%20talk.wav')
      response.writeHead(200, { 'content-type': 'audio/wav' }).end(speech);
    else if (path === '/download')
      response
        .writeHead(200, {
          'content-disposition': `attachment; filename*=UTF-8''..%2F..%2Fevil%00%E2%80%AEvaw.mp3`,
        })
        .end(speech);
    else if (path === '/notes.mp3')
      response.writeHead(200, { 'content-type': 'audio/mpeg' }).end('just text');
    else if (path === '/huge-chunked.wav') {
      response.writeHead(200, { 'content-type': 'audio/wav' });
      writeCounted(path, response, 20 * MB);
    } else if (path === '/claims-huge.wav')
      response.writeHead(200, { 'content-length': String(500 * MB) }).end(speech);
    else if (path === '/slow.wav') {
      response.writeHead(200);
      const timer = setInterval(() => response.write(speech.subarray(0, 16)), 300);
      response.on('close', () => clearInterval(timer));
    } else if (path === '/slow-known.wav') {
      response.writeHead(200, { 'content-length': String(speech.length) });
      let offset = 0;
      const timer = setInterval(() => {
        response.write(speech.subarray(offset, offset + 4096));
        offset += 4096;
      }, 200);
      response.on('close', () => clearInterval(timer));
    } else if (path === '/to-metadata')
      response.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
    else if (path === '/to-private') response.writeHead(307, { location: 'http://10.0.0.7/fox.wav' }).end();
    else response.writeHead(404).end('no such file');
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
});
afterAll(() => {
  media.closeAllConnections();
  media.close();
});

async function fromLink(browser: Browser, url: string, extra: Record<string, unknown> = {}) {
  return browser.request('POST', '/api/transcriptions/from-link', {
    body: { url, language: 'en', engine: 'whispy-tiny', ...extra },
  });
}

/** Imports `path` from the media server and waits for it to settle. */
async function imported(browser: Browser, path: string) {
  const created = await fromLink(browser, base + path);
  expect(created.status).toBe(201);
  return waitForStatus(browser, created.json.result.id, ['completed', 'failed', 'pending']);
}

describe(`transcriptions from a link (${database})`, () => {
  let owner: Browser;
  let outsider: Browser;
  beforeAll(async () => {
    [owner, outsider] = await Promise.all([
      memberBrowser(engine.server.url),
      memberBrowser(engine.server.url),
    ]);
  });

  it('fetches a real recording, lists it at once as fetched from a link, and transcribes its words', async () => {
    const created = await fromLink(owner, `${base}/talks/fox%20talk.wav?token=secret`);
    expect(created.status).toBe(201);
    const { id } = created.json.result;
    const listed = (await owner.get('/api/transcriptions')).json.result.data;
    const row = ZTranscription.parse(listed.find((item: { id: string }) => item.id === id));
    expect(row).toMatchObject({ name: 'fox talk.wav', from_link: true });
    expect(['waiting', 'uploading', 'validating', 'pending', 'queued', 'preparing', 'processing']).toContain(
      row.status,
    );
    // Another workspace neither sees nor polls it.
    expect((await outsider.get(`/api/transcriptions/${id}`)).status).toBe(404);
    const theirs = (await outsider.get('/api/transcriptions')).json.result.data;
    expect(theirs.map((item: { id: string }) => item.id)).not.toContain(id);

    const done = await waitForStatus(owner, id, ['completed', 'failed']);
    expect(done.failure).toBeNull();
    expect(done.status).toBe('completed');
    expect(wordsOf(done)).toMatch(/quick brown fox/);
    expect(done.media_available).toBe(true);
  });

  it('names it after a hostile Content-Disposition made harmless: no path, no control characters', async () => {
    const done = await imported(owner, '/download');
    expect(done.name).toBe('evilvaw.mp3');
  });

  it.each([
    ['/missing.wav', 'The link answered that there is no such file (HTTP 404).'],
    ['/notes.mp3', 'This file is not audio or video.'],
    ['/claims-huge.wav', 'This file is larger than the accepted limit.'],
    ['/to-metadata', 'This server may not fetch from that address (it is not on the public internet).'],
    ['/to-private', 'This server may not fetch from that address (it is not on the public internet).'],
    ['/slow.wav', 'The link was too slow: the file did not arrive in time.'],
  ])('%s fails with the reason in words', async (path, reason) => {
    const done = await imported(owner, path);
    expect(done).toMatchObject({
      status: 'failed',
      failure: reason,
      from_link: true,
      media_available: false,
    });
  });

  it('shows the share of a file of known length fetched so far', async () => {
    const created = await fromLink(owner, `${base}/slow-known.wav`);
    const { id } = created.json.result;
    let seen = { status: 'waiting', progress: 0 };
    for (let tries = 0; tries < 40 && !(seen.progress > 0); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = (await owner.get(`/api/transcriptions/${id}`)).json.result;
    }
    expect(seen).toMatchObject({ status: 'uploading', from_link: true });
    expect(seen.progress).toBeGreaterThan(0);
    expect(seen.progress).toBeLessThan(1);
    await waitForStatus(owner, id, ['failed']);
  });

  it('stops a body sent without a length at the size limit, long before its end', async () => {
    const done = await imported(owner, '/huge-chunked.wav');
    expect(done).toMatchObject({ status: 'failed', failure: 'This file is larger than the accepted limit.' });
    expect(sent.get('/huge-chunked.wav')).toBeLessThan(8 * MB);
  });

  it('fails an import whose job was lost once it is past the time limits (the sweep)', async () => {
    // A link that never answers keeps the row fetching; then, as if a restart had lost its job, nothing moves.
    const created = await fromLink(owner, `${base}/slow.wav`);
    const { id } = created.json.result;
    await waitForStatus(owner, id, ['failed']);
    await engine.server.database.db
      .update(transcriptions)
      .set({ status: 'uploading', failure: null, updatedAt: sql`now() - interval '6 minutes'` })
      .where(eq(transcriptions.id, id));
    await sweep(engine.server.app.transcriptions);
    expect((await owner.get(`/api/transcriptions/${id}`)).json.result).toMatchObject({
      status: 'failed',
      failure: 'The download from the link stopped before the end of the file.',
    });
  });

  it('says why in the reader’s language', async () => {
    const created = await fromLink(owner, `${base}/gone.wav`);
    const done = await waitForStatus(owner, created.json.result.id, ['failed']);
    const spanish = await owner.get(`/api/transcriptions/${done.id}`, { 'accept-language': 'es' });
    expect(spanish.json.result.failure).toBe('El enlace respondió que no existe ese archivo (HTTP 404).');
  });

  it.each([
    ['not http', { url: 'ftp://example.com/fox.wav' }],
    ['a script', { url: 'javascript:alert(1)' }],
    ['not a URL', { url: 'not a link' }],
    ['a local file', { url: 'file:///etc/passwd' }],
    ['credentials', { url: 'https://user:secret@example.com/fox.wav' }],
    ['too long', { url: `https://example.com/${'a'.repeat(2100)}.wav` }],
    ['not a string', { url: ['https://example.com/fox.wav'] }],
    ['no link', {}],
  ])('refuses a link that is %s with 422, creating nothing', async (_case, body) => {
    const before = (await owner.get('/api/transcriptions')).json.result.count;
    const answer = await owner.request('POST', '/api/transcriptions/from-link', {
      body: { language: 'en', engine: 'whispy-tiny', ...body },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.errors)).toContain('url');
    expect((await owner.get('/api/transcriptions')).json.result.count).toBe(before);
  });

  it('asks for a signed-in member with the CSRF token', async () => {
    const anonymous = await fetch(`${engine.server.url}/api/transcriptions/from-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${base}/talks/fox%20talk.wav`, engine: 'whispy-tiny' }),
    });
    expect([401, 419]).toContain(anonymous.status);
    const forged = await owner.request('POST', '/api/transcriptions/from-link', {
      body: { url: `${base}/talks/fox%20talk.wav`, engine: 'whispy-tiny' },
      xsrf: false,
    });
    expect(forged.status).toBe(419);
  });
});
