import { ZEnvelope, ZIdentity } from '@whispy/contracts';
import { Browser, person, signIn } from '@whispy/test-kit/browser';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { findMember, toIdentity } from '../src/features/identity/index.js';

const demo = person('demo');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DEMO_WORKSPACES: ` ${demo.email.toUpperCase()} ` });
});
afterAll(() => server.close());

describe('identity', () => {
  it('answers null when signed out', async () => {
    const answer = await new Browser(server.url).get('/api/auth/identity');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ result: null });
  });

  it('matches the contract when signed in', async () => {
    const browser = new Browser(server.url);
    const account = person();
    await signIn(browser, account);
    const { result } = ZEnvelope(ZIdentity).parse((await browser.get('/api/auth/identity')).json);
    expect(result.user).toEqual({
      id: result.user.id,
      name: account.name,
      email: account.email,
      avatar: null,
      terms_accepted: false,
      telegram: { connected: false, username: null },
    });
    expect(result.workspace?.ulid).toBe(result.workspace?.id);
    expect(result.workspace?.role).toBe('owner');
    expect(result.properties.is_demo).toBe(false);
  });

  it('marks workspaces listed in DEMO_WORKSPACES by owner email (any case)', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, demo);
    expect((await browser.get('/api/auth/identity')).json.result.properties.is_demo).toBe(true);
  });

  it('marks workspaces listed in DEMO_WORKSPACES by ULID', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, person());
    const { user, workspace } = (await browser.get('/api/auth/identity')).json.result;
    const config = loadConfig({
      DATA_DIR: server.dataDir,
      DEMO_WORKSPACES: `01ARZ3NDEKTSV4RRFFQ69G5FAV,${workspace.ulid.toLowerCase()}`,
    });
    const member = await findMember(server.database.db, user.id, config.terms.version);
    expect(toIdentity(member!, config).properties.is_demo).toBe(true);
  });

  it('sends signed-in users without accepted terms to /settings/terms on other calls', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, person());
    const answer = await browser.get('/api/tokens');
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ result: null, redirect: '/settings/terms' });
    expect(answer.json.message).toMatch(/terms/);
  });
});
