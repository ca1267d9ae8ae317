import { type Browser, memberBrowser } from '@whispy/test-kit/browser';
import { onPostgres } from '@whispy/test-kit/database';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { createTranscription, insertCompleted, TUS } from '@whispy/test-kit/transcriptions';
import { afterEach, describe, expect, it } from 'vitest';
import { runAdminCommand, type TAdminCommand } from '../src/admin/commands.js';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function serverWith(env: Record<string, string> = {}) {
  const server = await startTestServer(env);
  servers.push(server);
  return server;
}

/** A signed-in member of a fresh workspace, with the ids the seeding helpers need. */
async function member(server: TestServer) {
  const browser = await memberBrowser(server.url);
  const { user, workspace } = (await browser.get('/api/auth/identity')).json.result;
  return { browser, owner: { userId: user.id as string, workspaceId: workspace.id as string } };
}

const limitsOf = async (browser: Browser) => (await browser.get('/api/transcriptions/limits')).json.result;

const create = (browser: Browser, language = 'en') =>
  browser.request('POST', '/api/transcriptions', {
    body: { name: 'Next', engine: 'whispy-tiny' },
    headers: { 'accept-language': language },
  });

const admin = (server: TestServer, command: TAdminCommand) =>
  runAdminCommand(server.database.db, server.config, command);

// Stripe is configured but never called: whether billing is on is all these tests need.
const BILLING = {
  STRIPE_SECRET_KEY: 'sk_test_configured',
  STRIPE_WEBHOOK_SECRET: 'whsec_configured',
  STRIPE_PRODUCT_ID: 'prod_configured',
};

describe(`limits on a self-hosted install (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, {
  timeout: 60_000,
}, () => {
  it('has no trial and counts no minutes with billing off, so the eleventh transcription goes through', async () => {
    const server = await serverWith();
    const { browser, owner } = await member(server);
    expect(await limitsOf(browser)).toMatchObject({
      can_subscribe: false,
      trial: null,
      minutes_available: null,
    });
    for (let made = 0; made < 10; made++) await insertCompleted(server.database.db, owner);

    const eleventh = await create(browser);
    expect(eleventh.status, eleventh.text).toBe(201);
  });

  it('keeps the trial and free minutes of a billed server as they were', async () => {
    const server = await serverWith(BILLING);
    const { browser, owner } = await member(server);
    expect(await limitsOf(browser)).toMatchObject({
      can_subscribe: true,
      trial: { transcriptions_allowed: 10, transcriptions_used: 0, minutes_per_transcription: 30 },
      minutes_available: 120,
    });
    for (let made = 0; made < 10; made++) await insertCompleted(server.database.db, owner);
    const refused = await create(browser);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(
      'Your trial includes 10 transcriptions and they are used up. Subscribe to transcribe more.',
    );
  });

  it("applies the operator's caps, naming the limit and who can lift it, in the reader's language", async () => {
    const server = await serverWith({ TRIAL_TRANSCRIPTIONS: '1', FREE_MINUTES: '0' });
    const { browser } = await member(server);
    expect(await limitsOf(browser)).toMatchObject({
      trial: { transcriptions_allowed: 1, transcriptions_used: 0, minutes_per_transcription: null },
      minutes_available: 0,
    });
    expect((await create(browser)).status).toBe(201);

    const english = await create(browser);
    expect(english.status).toBe(403);
    expect(english.json.message).toBe(
      'Your workspace may make 1 transcriptions on this server and they are used up. Ask the administrator of this server to raise the limit.',
    );
    expect((await create(browser, 'es')).json.message).toMatch(
      /^Tu espacio de trabajo puede hacer 1 transcripciones/,
    );
    expect((await create(browser, 'ja')).json.message).toMatch(/サーバーの管理者に依頼してください。$/);
  });

  it('lets an administrator lift, set and reset the limits of one workspace only', async () => {
    const server = await serverWith({ TRIAL_TRANSCRIPTIONS: '1', FREE_MINUTES: '0' });
    const { browser } = await member(server);
    const other = await member(server);
    const ada = (await browser.get('/api/auth/identity')).json.result;
    expect((await create(browser)).status).toBe(201);
    expect((await create(browser)).status).toBe(403);

    await admin(server, {
      command: 'limits.set',
      email: ada.user.email,
      limits: { trial_transcriptions: 'unlimited', minutes: 'unlimited' },
    });
    expect(await limitsOf(browser)).toMatchObject({ trial: null, minutes_available: null });
    expect((await create(browser)).status).toBe(201);
    // Another workspace keeps the server's limits.
    expect(await limitsOf(other.browser)).toMatchObject({
      trial: { transcriptions_allowed: 1 },
      minutes_available: 0,
    });

    await admin(server, {
      command: 'limits.set',
      workspace: ada.workspace.id.toLowerCase(),
      limits: { trial_transcriptions: '3', minutes: '45' },
    });
    expect(await limitsOf(browser)).toMatchObject({
      trial: { transcriptions_allowed: 3, transcriptions_used: 2 },
      minutes_available: 45,
    });
    expect((await create(browser)).status).toBe(201);
    expect((await create(browser)).status).toBe(403);

    await admin(server, {
      command: 'limits.set',
      workspace: ada.workspace.id,
      limits: { trial_transcriptions: 'default', minutes: 'default' },
    });
    expect(await limitsOf(browser)).toMatchObject({
      trial: { transcriptions_allowed: 1 },
      minutes_available: 0,
    });
  });

  it('refuses a batch past its size and a file past its size, naming each limit; a workspace may have its own', async () => {
    const server = await serverWith({ MAX_UPLOAD_MB: '1' });
    const { browser, owner } = await member(server);
    const twoMegabytes = String(2 * 1024 * 1024);
    const startUpload = (uploadUrl: string) =>
      browser.request('POST', uploadUrl, { headers: { ...TUS, 'upload-length': twoMegabytes } });

    const first = await createTranscription(browser);
    const tooLarge = await startUpload(first.upload_url);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.message).toBe('This file is larger than 1 MB, the largest file accepted.');

    await admin(server, {
      command: 'limits.set',
      workspace: owner.workspaceId,
      limits: { max_file_mb: '3', files_per_batch: '1' },
    });
    expect(await limitsOf(browser)).toMatchObject({
      max_file_bytes: 3 * 1024 * 1024,
      max_files_per_batch: 1,
    });
    expect((await startUpload(first.upload_url)).status).toBe(201);
    const batch = await create(browser);
    expect(batch.status).toBe(429);
    expect(batch.json.message).toBe(
      'You can upload up to 1 files at once. Please wait until the current uploads finish.',
    );
  });

  it('refuses hostile or unclear limit commands and changes nothing', async () => {
    const server = await serverWith({ TRIAL_TRANSCRIPTIONS: '1' });
    const { browser, owner } = await member(server);
    const email = (await browser.get('/api/auth/identity')).json.result.user.email;
    const refusals: [TAdminCommand, RegExp][] = [
      [{ command: 'limits.set', workspace: owner.workspaceId, limits: { max_file_mb: 'unlimited' } }, /./],
      [{ command: 'limits.set', workspace: owner.workspaceId, limits: { trial_transcriptions: '-1' } }, /./],
      [{ command: 'limits.set', workspace: owner.workspaceId, limits: { files_per_batch: '1e9' } }, /./],
      [{ command: 'limits.set', workspace: owner.workspaceId, limits: { trial_minutes: '2.5' } }, /./],
      [{ command: 'limits.set', workspace: owner.workspaceId, limits: {} }, /at least one limit/],
      [{ command: 'limits.set', email, workspace: owner.workspaceId, limits: { minutes: '1' } }, /either/],
      [{ command: 'limits.set', limits: { minutes: '1' } }, /either/],
      [{ command: 'limits.set', workspace: "x' OR 1=1 --", limits: { minutes: '1' } }, /workspace id/],
      [{ command: 'limits.show', workspace: '0'.repeat(26) }, /no workspace/],
      [{ command: 'limits.show', email: 'nobody@example.com' }, /no workspace owned by nobody@example\.com/],
    ];
    for (const [command, reason] of refusals) {
      await expect(admin(server, command), JSON.stringify(command)).rejects.toThrow(reason);
    }
    expect(await limitsOf(browser)).toMatchObject({
      trial: { transcriptions_allowed: 1 },
      max_files_per_batch: 10,
    });
  });

  it('lists every workspace with its owner, members, usage and own limits', async () => {
    const server = await serverWith({ FREE_MINUTES: '60' });
    const ada = await member(server);
    const bea = await member(server);
    await insertCompleted(server.database.db, ada.owner, { chargedSeconds: 600 });
    const invitation = await ada.browser.request(
      'POST',
      `/api/workspace/${ada.owner.workspaceId}/invitations`,
      {
        body: { role: 'admin' },
      },
    );
    await bea.browser.request('POST', `/api/invitations/${invitation.json.result.token}/accept`);
    const [adaEmail, beaEmail] = await Promise.all(
      [ada, bea].map(async ({ browser }) => (await browser.get('/api/auth/identity')).json.result.user.email),
    );
    await admin(server, {
      command: 'limits.set',
      workspace: bea.owner.workspaceId,
      limits: { minutes: 'unlimited' },
    });

    const listed = JSON.parse((await admin(server, { command: 'workspaces.list', json: true })).output);
    const byId = Object.fromEntries(listed.map((entry: { id: string }) => [entry.id, entry]));
    expect(byId[ada.owner.workspaceId]).toMatchObject({
      transcriptions: 1,
      members: [
        expect.objectContaining({ email: adaEmail, role: 'owner' }),
        expect.objectContaining({ email: beaEmail, role: 'admin' }),
      ],
      minutesUsed: 10,
      overrides: {},
      quota: { trial: null, secondsAvailable: 50 * 60 },
    });
    expect(byId[bea.owner.workspaceId]).toMatchObject({
      transcriptions: 0,
      overrides: { minutes: null },
      quota: { secondsAvailable: null },
    });
    // A name is whatever its owner typed: it must not break the table into more rows or columns.
    const renamed = await ada.browser.request('PUT', `/api/workspace/${ada.owner.workspaceId}`, {
      body: { name: 'Ada\n\tLabs\r\nfake\trow' },
    });
    expect(renamed.status).toBe(200);
    const table = (await admin(server, { command: 'workspaces.list' })).output.split('\n');
    expect(table).toHaveLength(3);
    expect(table.find((line) => line.startsWith(ada.owner.workspaceId))?.split('\t')[1]).toBe(
      'Ada Labs fake row',
    );
    expect(table[0]).toBe(
      'WORKSPACE\tNAME\tOWNER\tMEMBERS\tTRANSCRIPTIONS\tMINUTES USED\tMINUTES LEFT\tTRIAL\tOWN LIMITS',
    );
    expect(table.find((line) => line.startsWith(ada.owner.workspaceId))?.split('\t')[3]).toBe(
      `${adaEmail} (owner), ${beaEmail} (admin)`,
    );
    expect(table.find((line) => line.startsWith(bea.owner.workspaceId))).toMatch(
      /\tunlimited\tnone\tminutes=unlimited$/,
    );
  });
});
