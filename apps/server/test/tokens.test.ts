import { ZAccessToken, ZCreatedAccessToken } from '@whispy/contracts';
import { type Browser, memberBrowser } from '@whispy/test-kit/browser';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/index.js';

let server: TestServer;
let owner: Browser;
beforeAll(async () => {
  server = await startTestServer();
  owner = await memberBrowser(server.url);
});
afterAll(() => server.close());

/** An API client: a bearer token and nothing else (no cookies, no CSRF). */
const api = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

describe('personal access tokens', () => {
  it('creates a token whose secret is shown once, then lists it without the secret', async () => {
    const created = await owner.request('POST', '/api/tokens', { body: { name: '  laptop  ' } });
    expect(created.status).toBe(201);
    const token = ZCreatedAccessToken.parse(created.json.result);
    expect(token.name).toBe('laptop');
    expect(token.token).toMatch(/^whispy_pat_/);

    const { workspace } = (await owner.get('/api/auth/identity')).json.result;
    const listed = await owner.get('/api/tokens');
    const mine = listed.json.result.find((entry: { id: string }) => entry.id === token.id);
    expect(ZAccessToken.strict().parse(mine)).toEqual({
      id: token.id,
      name: 'laptop',
      created_at: token.created_at,
      last_used_at: null,
      // Made without a choice, it acts in the workspace the caller works in.
      workspace: { id: workspace.id, name: workspace.name },
    });
    expect(listed.text).not.toContain(token.token);
  });

  it('authenticates API clients without cookies or CSRF, and records its use', async () => {
    const { token, id } = (await owner.request('POST', '/api/tokens', { body: { name: 'ci' } })).json.result;
    const identity = await (await api(token, 'GET', '/api/auth/identity')).json();
    expect(identity.result.user.email).toBe((await owner.get('/api/auth/identity')).json.result.user.email);

    const unsafe = await api(token, 'POST', '/api/tokens', { name: 'made by a token' });
    expect(unsafe.status).toBe(201);
    const listed = (await owner.get('/api/tokens')).json.result;
    expect(listed.find((entry: { id: string }) => entry.id === id).last_used_at).not.toBeNull();
  });

  it('revokes a token: 204 with no body, then the token is refused with 401', async () => {
    const { token, id } = (await owner.request('POST', '/api/tokens', { body: { name: 'temporary' } })).json
      .result;
    expect((await api(token, 'GET', '/api/tokens')).status).toBe(200);

    const revoked = await owner.request('DELETE', `/api/tokens/${id}`);
    expect(revoked.status).toBe(204);
    expect(revoked.text).toBe('');

    const refused = await api(token, 'GET', '/api/tokens');
    expect(refused.status).toBe(401);
    expect((await refused.json()).result).toBeNull();
    expect(
      (await owner.get('/api/tokens')).json.result.map((entry: { id: string }) => entry.id),
    ).not.toContain(id);
  });

  it("keeps each workspace's tokens to itself", async () => {
    const { id } = (await owner.request('POST', '/api/tokens', { body: { name: 'private' } })).json.result;
    const other = await memberBrowser(server.url);
    expect((await other.get('/api/tokens')).json.result).toEqual([]);
    expect((await other.request('DELETE', `/api/tokens/${id}`)).status).toBe(404);
    expect((await owner.get('/api/tokens')).json.result.map((entry: { id: string }) => entry.id)).toContain(
      id,
    );
  });

  it('holds at most 50 tokens per person, refusing one more in the reader language until one is revoked', async () => {
    const collector = await memberBrowser(server.url);
    const create = (name: string) =>
      collector.request('POST', '/api/tokens', { body: { name }, headers: { 'accept-language': 'es' } });
    const created = await Promise.all(Array.from({ length: 50 }, (_, index) => create(`script ${index}`)));
    expect(created.map((answer) => answer.status)).toEqual(Array(50).fill(201));

    const refused = await create('one too many');
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      result: null,
      message: translate('es', { id: 'tokens.too_many', params: { count: 50 } }),
    });
    expect((await collector.get('/api/tokens')).json.result).toHaveLength(50);

    await collector.request('DELETE', `/api/tokens/${created[0]!.json.result.id}`);
    expect((await create('replacement')).status).toBe(201);
  });

  it('refuses unknown or malformed bearer tokens', async () => {
    expect((await api('whispy_pat_unknown', 'GET', '/api/auth/identity')).status).toBe(401);
    const basic = await fetch(`${server.url}/api/tokens`, { headers: { authorization: 'Basic abc' } });
    expect(basic.status).toBe(401);
  });
});
