import { memberBrowser } from '@whispy/test-kit/browser';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { createTranscription, createUpload, TUS } from '@whispy/test-kit/transcriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const KIB = 1024;
const MIB = 1024 * KIB;

describe('the storage quota of a workspace', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ STORAGE_QUOTA_MB: '1' });
  });
  afterAll(() => server.close());

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
});
