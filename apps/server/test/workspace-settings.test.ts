import { ZEnvelope, ZIdentity } from '@whispy/contracts';
import { Browser, memberBrowser, ownerAndStranger, person, signIn } from '@whispy/test-kit/browser';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const identityOf = async (browser: Browser) => (await browser.get('/api/auth/identity')).json.result;

describe('workspace settings', () => {
  it('renames the workspace and answers the refreshed identity', async () => {
    const { owner, caller } = await ownerAndStranger(server.url);
    const answer = await owner.request('PUT', `/api/workspace/${caller.workspaceId}`, {
      body: { name: '  Studio Nine  ' },
    });
    expect(answer.status).toBe(200);
    const { result, message } = ZEnvelope(ZIdentity).parse(answer.json);
    expect(result.workspace).toMatchObject({ name: 'Studio Nine', currency: null });
    expect(message).toBe('Saved successfully');
    expect((await identityOf(owner)).workspace.name).toBe('Studio Nine');
  });

  it('sets the currency once; changing it afterwards is refused with a word about support', async () => {
    const { owner, caller } = await ownerAndStranger(server.url);
    const path = `/api/workspace/${caller.workspaceId}`;
    expect(
      (await owner.request('PUT', path, { body: { currency: 'mxn' } })).json.result.workspace.currency,
    ).toBe('mxn');
    // Saving the form again with the same currency is no change.
    expect((await owner.request('PUT', path, { body: { currency: 'mxn', name: 'Mine' } })).status).toBe(200);

    const refused = await owner.request('PUT', path, {
      body: { currency: 'usd', name: 'Renamed with it' },
      headers: { 'accept-language': 'es' },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({
      currency: [
        'La moneda no se puede cambiar una vez elegida. Ponte en contacto con soporte para cambiarla.',
      ],
    });
    // Nothing of a refused save is kept, the name included.
    expect((await identityOf(owner)).workspace).toMatchObject({ currency: 'mxn', name: 'Mine' });
  });

  it("answers 404 for another user's workspace and leaves it alone", async () => {
    const { owner, other, caller } = await ownerAndStranger(server.url);
    const answer = await other.request('PUT', `/api/workspace/${caller.workspaceId}`, {
      body: { name: 'Taken over', currency: 'usd' },
    });
    expect(answer.status).toBe(404);
    expect((await identityOf(owner)).workspace).toMatchObject({ currency: null });
    expect((await identityOf(owner)).workspace.name).not.toBe('Taken over');
  });

  it('refuses an empty name or an unknown currency', async () => {
    const { owner, caller } = await ownerAndStranger(server.url);
    const answer = await owner.request('PUT', `/api/workspace/${caller.workspaceId}`, {
      body: { name: ' ', currency: 'eur' },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.errors).sort()).toEqual(['currency', 'name']);
  });
});

describe('user settings', () => {
  it('renames the user, and the chosen name survives the next sign-in', async () => {
    const account = person('rename');
    const browser = await memberBrowser(server.url, account);
    const { user } = await identityOf(browser);
    const answer = await browser.request('PUT', `/api/user/${user.id}`, { body: { name: 'Ada L.' } });
    expect(answer.status).toBe(200);
    expect(answer.json.result.user.name).toBe('Ada L.');

    // The issuer still calls them by the name they signed up with.
    const again = new Browser(server.url);
    await signIn(again, account);
    expect((await identityOf(again)).user).toMatchObject({ id: user.id, name: 'Ada L.' });
  });

  it('changes only your own name', async () => {
    const { owner, other, caller } = await ownerAndStranger(server.url);
    const answer = await other.request('PUT', `/api/user/${caller.userId}`, {
      body: { name: 'Someone else' },
    });
    expect(answer.status).toBe(404);
    expect((await identityOf(owner)).user.name).not.toBe('Someone else');
  });
});
