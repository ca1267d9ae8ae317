import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZErrorEnvelope } from '@whispy/contracts';
import { buildTestApp, type TestServer } from '@whispy/test-kit/server';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/admin/commands.js';
import { buildApp } from '../src/app.js';

let server: TestServer;
let bearer: string;
beforeAll(async () => {
  server = await buildTestApp();
  // A failing route, added the way a feature would be, to see what a client gets from a crash.
  server.app.get('/api/failing', { config: { access: 'public' } }, async () => {
    throw new Error('connection to db-primary:5432 failed for user whispy');
  });
  const created = await runAdminCommand(server.database.db, server.config, {
    command: 'token.create',
    email: 'envelope@example.com',
  });
  bearer = `Bearer ${created.output}`;
});
afterAll(() => server.close());

const inject = (options: InjectOptions) => server.app.inject(options);

describe('envelope and errors', () => {
  it('answers an unknown API route with a 404 envelope', async () => {
    const answer = await inject({ url: '/api/no-such-route' });
    expect(answer.statusCode).toBe(404);
    expect(ZErrorEnvelope.parse(answer.json())).toMatchObject({ result: null });
  });

  it('answers invalid input with 422 and errors by field', async () => {
    const answer = await inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { authorization: bearer },
      payload: { name: '' },
    });
    expect(answer.statusCode).toBe(422);
    const body = answer.json();
    expect(body).toMatchObject({ result: null, message: 'The given data was invalid.' });
    expect(body.errors.name).toHaveLength(1);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const answer = await inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { authorization: bearer, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().result).toBeNull();
  });

  it('answers a crash with 500 and a generic message that leaks nothing', async () => {
    const answer = await inject({ url: '/api/failing' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({
      result: null,
      message: 'An error occurred while processing your request.',
    });
    expect(answer.body).not.toContain('db-primary');
  });

  it('refuses protected routes with a 401 envelope when signed out', async () => {
    const answer = await inject({ url: '/api/tokens' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ result: null, message: 'Please sign in to continue.' });
  });

  it('echoes a well-formed x-request-id and replaces a malformed one', async () => {
    const echoed = await inject({
      url: '/api/auth/identity',
      headers: { 'x-request-id': 'trace-1234-abcd' },
    });
    expect(echoed.headers['x-request-id']).toBe('trace-1234-abcd');
    const replaced = await inject({
      url: '/api/nowhere',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const local = await inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { 'x-request-id': 'issuer-1234' },
    });
    expect(local.headers['x-request-id']).toBe('issuer-1234');
  });

  it('publishes OpenAPI: the UI at /api/docs and the JSON document', async () => {
    const ui = await inject({ url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
    const spec = (await inject({ url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/identity',
        '/api/tos',
        '/api/tokens',
        '/api/tokens/{id}',
        '/api/config',
      ]),
    );
    expect(Object.keys(spec.paths).some((path) => path.startsWith('/oidc'))).toBe(false);
  });

  it('exposes the public config', async () => {
    const answer = await inject({ url: '/api/config' });
    expect(answer.json().result).toMatchObject({
      turnstile_site_key: null,
      terms_version: server.config.terms.version,
      onboarding_paths: [],
    });
  });

  it('lists the paths that need a subscription as configured', async () => {
    const configured = await buildTestApp({
      ONBOARDING_PATHS: '/resource/transcriptions/create, /dashboard',
    });
    try {
      const answer = await configured.app.inject({ url: '/api/config' });
      expect(answer.json().result.onboarding_paths).toEqual([
        '/resource/transcriptions/create',
        '/dashboard',
      ]);
    } finally {
      await configured.close();
    }
  });
});

describe('web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'whispy-dist-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const appWith = (webDist: string) =>
    buildApp({ config: { ...server.config, webDist }, database: server.database, logger: false });

  it('serves files and falls back to index.html for app routes, not for API routes', async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Whispy</title>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    const app = await appWith(dist);
    expect((await app.inject({ url: '/app.js' })).body).toBe('console.log(1)');
    const route = await app.inject({ url: '/resource/transcriptions' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>Whispy</title>');
    expect((await app.inject({ url: '/api/missing' })).json().result).toBeNull();
  });

  it('says to build the web app when it is missing', async () => {
    const app = await appWith(join(dist, 'absent'));
    const answer = await app.inject({ url: '/dashboard' });
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain('npm run build');
  });
});
