import { type Browser, ownerAndStranger } from '@whispy/test-kit/browser';
import { onPostgres } from '@whispy/test-kit/database';
import { buildTestApp, startTestServer, type TestServer } from '@whispy/test-kit/server';
import { insertCompleted, storeMedia } from '@whispy/test-kit/transcriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { transcriptions } from '../src/db/schema.js';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null) {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

let server: TestServer;
let owner: Browser;
let caller: { userId: string; workspaceId: string };
beforeAll(async () => {
  server = await startTestServer();
  ({ owner, caller } = await ownerAndStranger(server.url));
});
afterAll(() => server.close());

describe(`security headers (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('come with the web app, the API and errors alike', async () => {
    for (const path of ['/dashboard', '/api/config', '/api/transcriptions', '/api/no-such-route']) {
      const answer = await owner.get(path);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
      const policy = directives(answer.headers.get('content-security-policy'));
      expect(policy['frame-ancestors'], path).toEqual(["'none'"]);
      expect(policy['script-src'], path).toEqual(["'self'"]);
      expect(policy['object-src'], path).toEqual(["'none'"]);
      // A plain-http install must stay reachable: no HSTS there.
      expect(answer.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('let the page reach its own live channel and nothing else', async () => {
    const policy = directives((await owner.get('/dashboard')).headers.get('content-security-policy'));
    const host = new URL(server.url).host;
    expect(policy['connect-src']).toEqual(["'self'", `ws://${host}`]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it('give the API docs a policy of their own, which still forbids framing', async () => {
    const docs = await owner.get('/api/docs');
    expect(docs.status).toBe(200);
    const policy = directives(docs.headers.get('content-security-policy'));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['script-src']).toContain("'self'");
  });
});

describe('headers that depend on the configuration', () => {
  it('add HSTS on https, and Turnstile and hosted Pusher where they are used', async () => {
    const secure = await buildTestApp({
      PUBLIC_URL: 'https://whispy.example',
      TURNSTILE_SITE_KEY: 'site',
      TURNSTILE_SECRET_KEY: 'secret',
      PUSHER_APP_ID: '1',
      PUSHER_KEY: 'key',
      PUSHER_SECRET: 'pusher-secret',
      PUSHER_CLUSTER: 'eu',
    });
    try {
      const answer = await secure.app.inject({ url: '/api/config' });
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
      const policy = directives(String(answer.headers['content-security-policy']));
      expect(policy['script-src']).toEqual(["'self'", 'https://challenges.cloudflare.com']);
      expect(policy['frame-src']).toEqual(['https://challenges.cloudflare.com']);
      expect(policy['connect-src']).toEqual(
        expect.arrayContaining(['wss://ws-eu.pusher.com', 'https://sockjs-eu.pusher.com']),
      );
    } finally {
      await secure.close();
    }
  });
});

describe('media that is not audio or video', () => {
  /** A completed transcription whose stored "media" is `bytes`, as a crafted upload could leave it. */
  async function stored(bytes: string, extra: Partial<typeof transcriptions.$inferInsert> = {}) {
    const id = await insertCompleted(server.database.db, caller, {
      duration: 2,
      mediaStored: true,
      ...extra,
    });
    await storeMedia(server.app.transcriptions.store, id, Buffer.from(bytes));
    return id;
  }

  for (const [kind, bytes] of [
    ['HTML', '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['PDF', '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF'],
  ] as const) {
    it(`goes out as bytes to download in a sandbox when it is ${kind}`, async () => {
      const answer = await owner.get(`/api/transcriptions/${await stored(bytes)}/media`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/octet-stream');
      expect(answer.headers.get('content-security-policy')).toBe('sandbox');
      expect(answer.headers.get('content-disposition')).toBe('attachment');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    });
  }
});
