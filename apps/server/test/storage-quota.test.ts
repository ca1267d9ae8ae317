import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, memberBrowser } from '@whispy/test-kit/browser';
import { eventually } from '@whispy/test-kit/eventually';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { createTranscription, createUpload, TUS, waitForStatus } from '@whispy/test-kit/transcriptions';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const KIB = 1024;
const MIB = 1024 * KIB;
const STORAGE_FULL =
  'This file would take the workspace past its storage quota. Delete recordings you no longer need.';

/**
 * Where links point: `/unsized/<KiB>` sends that much without a length (chunked), `/declared/<KiB>` only
 * declares that length; both then hold the answer open (a byte every 200 ms keeps an unsized one from
 * stalling) until `release`, as a slow server far away would. `/whole/<KiB>` sends it all with its length.
 */
let media: Server;
let base: string;
const held = new Set<ServerResponse>();
const release = () => {
  for (const response of held) response.destroy();
  held.clear();
};

beforeAll(async () => {
  media = createServer((request, response) => {
    const [, kind, size] = new URL(request.url ?? '/', 'http://x').pathname.split('/');
    const bytes = Number(size) * KIB;
    if (kind === 'whole')
      return void response.writeHead(200, { 'content-length': bytes }).end(Buffer.alloc(bytes, 1));
    held.add(response);
    if (kind === 'declared')
      return void response.writeHead(200, { 'content-length': String(bytes) }).flushHeaders();
    response.writeHead(200, { 'content-type': 'audio/wav' });
    response.write(Buffer.alloc(bytes, 1));
    const drip = setInterval(() => response.write('x'), 200);
    response.on('close', () => clearInterval(drip));
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
});
afterAll(() => media.close());

async function fromLink(browser: Browser, path: string) {
  const created = await browser.request('POST', '/api/transcriptions/from-link', {
    body: { url: base + path, language: 'en', engine: 'whispy-tiny' },
  });
  expect(created.status, created.text).toBe(201);
  return created.json.result.id as string;
}

describe('the storage quota of a workspace', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ STORAGE_QUOTA_MB: '1', OUTBOUND_ALLOW: 'loopback' });
  });
  afterAll(() => server.close());
  // A link a test left held would keep a download slot, and the server from closing.
  afterEach(release);

  const startUpload = async (browser: Awaited<ReturnType<typeof memberBrowser>>, length: string) => {
    const { upload_url } = await createTranscription(browser);
    return browser.request('POST', upload_url, {
      headers: { ...TUS, 'upload-length': length, 'accept-language': 'es' },
    });
  };

  it('counts uploads under way, refuses one past the quota in the reader language, and frees space on delete', async () => {
    const owner = await memberBrowser(server.url);
    const limitsOf = async () => (await owner.get('/api/transcriptions/limits')).json.result.storage;
    expect(await limitsOf()).toEqual({ quota_bytes: MIB, used_bytes: 0 });

    const kept = await createTranscription(owner);
    await createUpload(owner, kept.upload_url, 700 * KIB);
    expect(await limitsOf()).toEqual({ quota_bytes: MIB, used_bytes: 700 * KIB });

    const refused = await startUpload(owner, String(400 * KIB));
    expect(refused.status).toBe(413);
    expect(refused.json.message).toBe(
      'Este archivo haría que tu espacio de trabajo superara los 1.0 MB de grabaciones que puede guardar (ahora guarda 0.7 MB). Elimina las transcripciones que ya no necesites o sube el archivo sin guardar la grabación.',
    );
    // What fits is still taken.
    expect((await startUpload(owner, String(300 * KIB))).status).toBe(201);

    // Another workspace has a quota of its own.
    expect((await startUpload(await memberBrowser(server.url), String(900 * KIB))).status).toBe(201);

    expect((await owner.request('DELETE', `/api/transcriptions/${kept.id}`)).status).toBe(200);
    expect((await startUpload(owner, String(400 * KIB))).status).toBe(201);
  });

  it('refuses an upload whose size is malformed, which no limit could be checked against', async () => {
    const owner = await memberBrowser(server.url);
    const { upload_url } = await createTranscription(owner);
    // A size declared at the end (`upload-defer-length: 1`) is a recording's: tests in recordings.test.ts.
    const sizeless: Record<string, string>[] = [
      {},
      { 'upload-length': '-1' },
      { 'upload-length': '1e9' },
      { 'upload-length': '99999999999999999999' },
    ];
    for (const headers of sizeless) {
      const answer = await owner.request('POST', upload_url, { headers: { ...TUS, ...headers } });
      expect(answer.status, JSON.stringify(headers)).toBe(400);
      expect(answer.json.message).toMatch(/Upload-Length/);
    }
    expect((await owner.get('/api/transcriptions/limits')).json.result.storage.used_bytes).toBe(0);
  });

  const usedBytesOf = async (browser: Browser) =>
    (await browser.get('/api/transcriptions/limits')).json.result.storage.used_bytes as number;

  it('counts what a link without a length has sent so far, and refuses other files past the quota', async () => {
    const owner = await memberBrowser(server.url);
    await fromLink(owner, '/unsized/600');
    await eventually(async () => expect(await usedBytesOf(owner)).toBeGreaterThanOrEqual(600 * KIB), 10_000);
    const refused = await startUpload(owner, String(500 * KIB));
    expect(refused.status).toBe(413);
  });

  it('stops links without a length, fetched side by side, once together they would pass the quota', async () => {
    const owner = await memberBrowser(server.url);
    const ids = [await fromLink(owner, '/unsized/700'), await fromLink(owner, '/unsized/700')];
    // Neither has ended: the quota, not the size of the finished file, stops one of them.
    const stopped = await eventually(async () => {
      const rows = await Promise.all(
        ids.map(async (id) => (await owner.get(`/api/transcriptions/${id}`)).json.result),
      );
      const failed = rows.filter((row) => row.status === 'failed');
      expect(failed.length).toBeGreaterThan(0);
      return failed;
    }, 10_000);
    for (const row of stopped) expect(row.failure).toBe(STORAGE_FULL);
    // What a stopped link had fetched is let go: the workspace is back within its quota.
    await eventually(async () => expect(await usedBytesOf(owner)).toBeLessThanOrEqual(MIB));
  });

  it('refuses a link whose declared length would pass the quota before its body arrives', async () => {
    const owner = await memberBrowser(server.url);
    const id = await fromLink(owner, '/declared/1100');
    expect(await waitForStatus(owner, id, ['failed'], 10_000)).toMatchObject({ failure: STORAGE_FULL });
  });

  it('counts a link of declared length once: a file that fits is taken and checked by its content', async () => {
    const owner = await memberBrowser(server.url);
    const id = await fromLink(owner, '/whole/600');
    // Its bytes are no media: refused for what they are, not for a quota it fits in.
    expect(await waitForStatus(owner, id, ['failed'], 10_000)).toMatchObject({
      failure: 'This file is not audio or video.',
    });
  });
});
