import { Browser, followUntil, person, reachCallback, signIn } from '@whispy/test-kit/browser';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sign-in through the local OpenID issuer', () => {
  it('signs a new person in and lands on the dashboard with a personal workspace', async () => {
    const browser = new Browser(server.url);
    const account = person();
    const callback = await signIn(browser, account);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/dashboard');

    const { json } = await browser.get('/api/auth/identity');
    expect(json.result.user).toMatchObject({
      name: account.name,
      email: account.email,
      terms_accepted: false,
    });
    expect(json.result.workspace).toMatchObject({
      name: `${account.name}'s workspace`,
      currency: null,
      has_subscription: false,
      user: json.result.user.id,
    });
    expect(json.result.workspace.ulid).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it.each([
    ['es', 'Espacio de trabajo de Ada'],
    ['ja', 'Ada のワークスペース'],
  ])('names the new workspace in the language signed in with (%s)', async (language, workspaceName) => {
    const browser = new Browser(server.url);
    const callback = await reachCallback(browser, { ...person(), name: 'Ada' });
    await browser.get(callback, { 'accept-language': `${language},en;q=0.5` });
    const { json } = await browser.get('/api/auth/identity');
    expect(json.result.workspace.name).toBe(workspaceName);
  });

  it('keeps the same user, workspace and name on a later sign-in', async () => {
    const account = person();
    const first = new Browser(server.url);
    await signIn(first, account);
    const second = new Browser(server.url);
    await signIn(second, { ...account, name: 'Renamed Person' });
    const [a, b] = await Promise.all([first.get('/api/auth/identity'), second.get('/api/auth/identity')]);
    expect(b.json.result.user.id).toBe(a.json.result.user.id);
    expect(b.json.result.workspace.ulid).toBe(a.json.result.workspace.ulid);
    // The name is the user's own to change in the settings; the issuer's later claims do not override it.
    expect(b.json.result.user.name).toBe(account.name);
  });

  it('asks for the account on every sign-in, so one browser can switch accounts', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, person('first'));
    await browser.get('/api/auth/logout', { 'x-requested-with': 'XMLHttpRequest' });
    const second = person('second');
    await signIn(browser, second);
    expect((await browser.get('/api/auth/identity')).json.result.user.email).toBe(second.email);
  });

  it('refuses a callback whose state was tampered with', async () => {
    const browser = new Browser(server.url);
    const callback = new URL(await reachCallback(browser, person()));
    callback.searchParams.set('state', 'forged-state');
    const answer = await browser.get(callback.href);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/auth/login?error=invalid_state');
    expect((await browser.get('/api/auth/identity')).json).toEqual({ result: null });
  });

  it('refuses a replayed authorization code, even with the original sign-in cookie', async () => {
    const victim = new Browser(server.url);
    const callback = await reachCallback(victim, person());
    const attacker = new Browser(server.url);
    for (const [name, cookie] of victim.cookies) attacker.cookies.set(name, { ...cookie });

    expect((await victim.get(callback)).headers.get('location')).toBe('/dashboard');
    const replay = await attacker.get(callback);
    expect(replay.headers.get('location')).toBe('/auth/login?error=sign_in_failed');
    expect((await attacker.get('/api/auth/identity')).json).toEqual({ result: null });
  });

  it('refuses a callback that did not start in this browser', async () => {
    const callback = await reachCallback(new Browser(server.url), person());
    const stranger = new Browser(server.url);
    const answer = await stranger.get(callback);
    expect(answer.headers.get('location')).toBe('/auth/login?error=invalid_state');
  });

  it('reports a refusal at the issuer as access_denied', async () => {
    const browser = new Browser(server.url);
    const start = await browser.get('/api/auth/redirect');
    const state = new URL(start.json.redirect).searchParams.get('state')!;
    const answer = await browser.get(`/api/auth/callback?error=access_denied&state=${state}`);
    expect(answer.headers.get('location')).toBe('/auth/login?error=access_denied');
  });

  it('shows an accessible account chooser and explains invalid input', async () => {
    const browser = new Browser(server.url);
    const start = await browser.get('/api/auth/redirect');
    const chooser = await followUntil(browser, start.json.redirect, '/oidc/interaction/');
    const page = await browser.get(chooser);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<label for="name">');
    expect(page.text).toContain('<label for="email">');

    const invalid = await browser.request('POST', new URL(chooser).pathname, {
      form: { name: 'X', email: 'nope' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.text).toContain('aria-invalid="true"');
    expect(invalid.text).toContain('Please enter a valid email address.');
  });

  it('answers only loopback clients', async () => {
    const remote = await server.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      remoteAddress: '203.0.113.7',
    });
    expect(remote.statusCode).toBe(403);
    const forwarded = await fetch(`${server.url}/oidc/.well-known/openid-configuration`, {
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.status).toBe(403);
    const local = await fetch(`${server.url}/oidc/.well-known/openid-configuration`);
    expect(local.status).toBe(200);
    expect((await local.json()).issuer).toBe(`${server.url}/oidc`);
  });
});
