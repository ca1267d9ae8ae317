import { ZEnvelope, ZIdentity } from '@whispy/contracts';
import { type Browser, memberBrowser, person } from '@whispy/test-kit/browser';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import { invite, team as teamOf } from '@whispy/test-kit/team';
import { createTranscription } from '@whispy/test-kit/transcriptions';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema.js';

let server: TestServer;
beforeAll(async () => {
  // Each test signs several people in from one address: more than the sign-in limit of a minute.
  server = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => server.close());

const identityOf = async (browser: Browser) => (await browser.get('/api/auth/identity')).json.result;

const team = () => teamOf(server.url);

describe('workspaces', () => {
  it('lists the personal workspace as owned and current, and creates another that becomes current', async () => {
    const browser = await memberBrowser(server.url);
    const personal = (await identityOf(browser)).workspace;
    expect((await browser.get('/api/workspaces')).json.result).toEqual([
      { id: personal.id, name: personal.name, role: 'owner', current: true },
    ]);

    const created = await browser.request('POST', '/api/workspaces', { body: { name: '  Podcast team ' } });
    expect(created.status).toBe(201);
    const { result, message } = ZEnvelope(ZIdentity).parse(created.json);
    expect(result.workspace).toMatchObject({ name: 'Podcast team', role: 'owner' });
    expect(message).toBe('Workspace Podcast team created');
    const listed = (await browser.get('/api/workspaces')).json.result;
    expect(listed.map((w: { name: string; current: boolean }) => [w.name, w.current])).toEqual([
      [personal.name, false],
      ['Podcast team', true],
    ]);
  });

  it('refuses a hostile workspace name', async () => {
    const browser = await memberBrowser(server.url);
    for (const name of [' ', 'x'.repeat(121), 42]) {
      const answer = await browser.request('POST', '/api/workspaces', { body: { name } });
      expect(answer.status).toBe(422);
    }
    const extra = await browser.request('POST', '/api/workspaces', {
      body: { name: 'Ok', owner: 'someone' },
    });
    expect(extra.status).toBe(422);
  });

  it('switches per session: another browser of the same user stays where it was', async () => {
    const account = person('switch');
    const here = await memberBrowser(server.url, account);
    const there = await memberBrowser(server.url, account);
    const personal = (await identityOf(here)).workspace.id;
    const created = (await here.request('POST', '/api/workspaces', { body: { name: 'Second' } })).json.result;
    expect((await identityOf(here)).workspace.id).toBe(created.workspace.id);
    expect((await identityOf(there)).workspace.id).toBe(personal);

    const back = await here.request('POST', '/api/workspace/switch', { body: { workspace_id: personal } });
    expect(back.status).toBe(200);
    expect(back.json.result.workspace.id).toBe(personal);
    expect(back.json.message).toMatch(/now working in/);
  });

  it('answers 404 when switching to a workspace the caller does not belong to, and stays', async () => {
    const { owner, outsider, workspaceId } = await team();
    const before = (await identityOf(outsider)).workspace.id;
    for (const id of [workspaceId, 'nope', '../x']) {
      const answer = await outsider.request('POST', '/api/workspace/switch', { body: { workspace_id: id } });
      expect(answer.status).toBe(404);
    }
    expect((await identityOf(outsider)).workspace.id).toBe(before);
    expect((await owner.request('POST', '/api/workspace/switch', { body: {} })).status).toBe(422);
  });
});

describe('members and roles', () => {
  it('shows every member with their role to every member, and 404 to outsiders', async () => {
    const { owner, admin, member, outsider, workspaceId, ownerId, adminId, memberId } = await team();
    for (const browser of [owner, admin, member]) {
      const answer = await browser.get(`/api/workspace/${workspaceId}/members`);
      expect(answer.status).toBe(200);
      expect(
        answer.json.result.map((m: { user: { id: string }; role: string }) => [m.user.id, m.role]),
      ).toEqual([
        [ownerId, 'owner'],
        [adminId, 'admin'],
        [memberId, 'member'],
      ]);
    }
    expect((await outsider.get(`/api/workspace/${workspaceId}/members`)).status).toBe(404);
  });

  it('lets owners and admins change roles; members cannot; admins cannot touch owners', async () => {
    const { owner, admin, member, outsider, workspaceId, ownerId, memberId, adminId } = await team();
    const path = (userId: string) => `/api/workspace/${workspaceId}/members/${userId}`;
    const patch = (browser: Browser, userId: string, role: string) =>
      browser.request('PATCH', path(userId), { body: { role } });

    expect((await patch(member, adminId, 'member')).status).toBe(403);
    expect((await patch(outsider, memberId, 'admin')).status).toBe(404);
    expect((await patch(admin, ownerId, 'member')).status).toBe(403);
    expect((await patch(admin, memberId, 'owner')).status).toBe(403);
    const promoted = await patch(admin, memberId, 'admin');
    expect(promoted.status).toBe(200);
    expect(promoted.json.result.role).toBe('admin');
    expect(promoted.json.message).toBe('Role changed');
    expect((await patch(owner, memberId, 'member')).json.result.role).toBe('member');
    expect((await patch(owner, memberId, 'guest')).status).toBe(422);
    expect((await patch(owner, 'someone-else', 'member')).status).toBe(404);
  });

  it('keeps the last owner: no self-demotion or leaving without transferring', async () => {
    const { owner, admin, workspaceId, ownerId, adminId } = await team();
    const refused = await owner.request('PATCH', `/api/workspace/${workspaceId}/members/${ownerId}`, {
      body: { role: 'admin' },
      headers: { 'accept-language': 'es' },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/Transfiere la propiedad/);
    expect((await owner.request('DELETE', `/api/workspace/${workspaceId}/members/${ownerId}`)).status).toBe(
      409,
    );

    expect(
      (await admin.request('POST', `/api/workspace/${workspaceId}/transfer`, { body: { user_id: ownerId } }))
        .status,
    ).toBe(403);
    const transferred = await owner.request('POST', `/api/workspace/${workspaceId}/transfer`, {
      body: { user_id: adminId },
    });
    expect(transferred.status).toBe(200);
    const roles = Object.fromEntries(
      transferred.json.result.map((m: { user: { id: string }; role: string }) => [m.user.id, m.role]),
    );
    expect(roles).toMatchObject({ [ownerId]: 'admin', [adminId]: 'owner' });
    expect((await identityOf(admin)).workspace.role).toBe('owner');
    // The former owner may leave now.
    expect((await owner.request('DELETE', `/api/workspace/${workspaceId}/members/${ownerId}`)).status).toBe(
      204,
    );
  });

  it('removes a member, whose very next request in the workspace is refused', async () => {
    const { owner, admin, member, workspaceId, ownerId, memberId } = await team();
    const { id } = await createTranscription(owner, { name: 'Team call' });
    expect((await member.get(`/api/transcriptions/${id}`)).status).toBe(200);
    expect((await admin.request('DELETE', `/api/workspace/${workspaceId}/members/${ownerId}`)).status).toBe(
      403,
    );
    expect((await member.request('DELETE', `/api/workspace/${workspaceId}/members/${ownerId}`)).status).toBe(
      403,
    );

    expect((await admin.request('DELETE', `/api/workspace/${workspaceId}/members/${memberId}`)).status).toBe(
      204,
    );
    expect((await member.get(`/api/transcriptions/${id}`)).status).toBe(404);
    expect((await member.get(`/api/workspace/${workspaceId}/members`)).status).toBe(404);
    // Their session falls back to the workspace they still have.
    expect((await identityOf(member)).workspace).toMatchObject({ role: 'owner' });
    const events = await server.database.db
      .select({ action: auditEvents.action, actor: auditEvents.actor })
      .from(auditEvents)
      .where(and(eq(auditEvents.workspaceId, workspaceId), eq(auditEvents.userId, memberId)));
    const adminId = (await identityOf(admin)).user.id;
    expect(events).toContainEqual({ action: 'member.join', actor: memberId });
    expect(events).toContainEqual({ action: 'member.remove', actor: adminId });
  });

  it('lets a member leave, and a user removed from their last workspace must create one', async () => {
    const { owner, member, workspaceId, memberId } = await team();
    const personal = (await member.get('/api/workspaces')).json.result.find(
      (w: { id: string }) => w.id !== workspaceId,
    );
    // Leave the personal one (the only owner there: transfer is impossible alone, so it is refused) ...
    expect((await member.request('DELETE', `/api/workspace/${personal.id}/members/${memberId}`)).status).toBe(
      409,
    );
    // ... and the team's: then they still have their personal one.
    expect((await member.request('DELETE', `/api/workspace/${workspaceId}/members/${memberId}`)).status).toBe(
      204,
    );
    expect((await member.get('/api/workspaces')).json.result).toHaveLength(1);
    expect((await owner.get(`/api/workspace/${workspaceId}/members`)).json.result).toHaveLength(2);
  });

  it('sends a user without any workspace to create one', async () => {
    const { owner, admin, workspaceId, ownerId, adminId } = await team();
    // The admin hands their personal workspace to the owner and leaves it, then is removed from the team.
    const adminPersonal = (await admin.get('/api/workspaces')).json.result.find(
      (w: { id: string }) => w.id !== workspaceId,
    );
    const { token } = await invite(admin, adminPersonal.id, { role: 'member' });
    await owner.request('POST', `/api/invitations/${token}/accept`);
    await admin.request('POST', `/api/workspace/${adminPersonal.id}/transfer`, {
      body: { user_id: ownerId },
    });
    await admin.request('DELETE', `/api/workspace/${adminPersonal.id}/members/${adminId}`);
    await owner.request('DELETE', `/api/workspace/${workspaceId}/members/${adminId}`);

    const identity = await identityOf(admin);
    expect(identity.workspace).toBeNull();
    const refused = await admin.get('/api/transcriptions');
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ redirect: '/resource/workspace' });
    const created = await admin.request('POST', '/api/workspaces', { body: { name: 'Fresh start' } });
    expect(created.status).toBe(201);
    expect((await admin.get('/api/transcriptions')).status).toBe(200);
  });
});

describe('invitations', () => {
  it('shows the workspace and inviter, joins with the role, and refuses a used single-use link', async () => {
    const owner = await memberBrowser(server.url);
    const { user, workspace } = await identityOf(owner);
    const { url, token } = await invite(owner, workspace.id, { role: 'admin' });
    expect(url).toBe(`${server.url}/invitations/${token}`);
    const [joiner, late] = await Promise.all([memberBrowser(server.url), memberBrowser(server.url)]);

    const preview = await joiner.get(`/api/invitations/${token}`);
    expect(preview.json.result).toEqual({
      workspace: { id: workspace.id, name: workspace.name },
      invited_by: { id: user.id, name: user.name },
      role: 'admin',
      member: false,
    });
    const accepted = await joiner.request('POST', `/api/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.json.result.workspace).toMatchObject({ id: workspace.id, role: 'admin' });
    expect(accepted.json.message).toBe(`You joined ${workspace.name}`);

    const used = await late.request('POST', `/api/invitations/${token}/accept`, {
      headers: { 'accept-language': 'ja' },
    });
    expect(used.status).toBe(409);
    expect(used.json.message).toBe('この招待はすでに使用されています。新しい招待を依頼してください。');
    expect((await late.get(`/api/invitations/${token}`)).status).toBe(409);
  });

  it('lets many people join by a multi-use link', async () => {
    const owner = await memberBrowser(server.url);
    const workspaceId = (await identityOf(owner)).workspace.id;
    const { token } = await invite(owner, workspaceId, { multi_use: true });
    for (const browser of await Promise.all([memberBrowser(server.url), memberBrowser(server.url)])) {
      expect((await browser.request('POST', `/api/invitations/${token}/accept`)).status).toBe(200);
    }
    expect((await owner.get(`/api/workspace/${workspaceId}/members`)).json.result).toHaveLength(3);
    const [listed] = (await owner.get(`/api/workspace/${workspaceId}/invitations`)).json.result;
    expect(listed).toMatchObject({ multi_use: true, uses: 2, state: 'open', role: 'member' });
  });

  it('refuses revoked, expired and wrong-email invitations with their reason', async () => {
    const owner = await memberBrowser(server.url);
    const workspaceId = (await identityOf(owner)).workspace.id;
    const joinerAccount = person('joiner');
    const joiner = await memberBrowser(server.url, joinerAccount);

    const revoked = await invite(owner, workspaceId);
    const revoke = await owner.request(
      'DELETE',
      `/api/workspace/${workspaceId}/invitations/${revoked.invitation.id}`,
    );
    expect(revoke.status).toBe(204);
    const revokedAnswer = await joiner.request('POST', `/api/invitations/${revoked.token}/accept`);
    expect(revokedAnswer.status).toBe(409);
    expect(revokedAnswer.json.message).toBe('This invitation was revoked. Ask for a new one.');

    const expired = await invite(owner, workspaceId, { expires_in_days: 1 });
    await server.database.db.execute(
      sql`update workspace_invitations set expires_at = now() - interval '1 minute' where id = ${expired.invitation.id}`,
    );
    const expiredAnswer = await joiner.request('POST', `/api/invitations/${expired.token}/accept`, {
      headers: { 'accept-language': 'es' },
    });
    expect(expiredAnswer.status).toBe(409);
    expect(expiredAnswer.json.message).toBe('Esta invitación ha caducado. Pide una nueva.');

    const forSomeoneElse = await invite(owner, workspaceId, { email: 'Someone.Else@Example.com' });
    const wrong = await joiner.request('POST', `/api/invitations/${forSomeoneElse.token}/accept`);
    expect(wrong.status).toBe(403);
    expect(wrong.json.message).toMatch(/another email address/);
    const forJoiner = await invite(owner, workspaceId, { email: joinerAccount.email.toUpperCase() });
    expect((await joiner.request('POST', `/api/invitations/${forJoiner.token}/accept`)).status).toBe(200);

    expect((await joiner.get('/api/invitations/not-a-token')).status).toBe(404);
    const states = (await owner.get(`/api/workspace/${workspaceId}/invitations`)).json.result.map(
      (i: { state: string }) => i.state,
    );
    expect(states.sort()).toEqual(['expired', 'open', 'revoked', 'used']);
  });

  it('lets only owners and admins create, list and revoke invitations', async () => {
    const { admin, member, outsider, workspaceId } = await team();
    const { invitation } = await invite(admin, workspaceId);
    const base = `/api/workspace/${workspaceId}/invitations`;
    expect((await member.request('POST', base, { body: {} })).status).toBe(403);
    expect((await member.get(base)).status).toBe(403);
    expect((await member.request('DELETE', `${base}/${invitation.id}`)).status).toBe(403);
    expect((await outsider.request('POST', base, { body: {} })).status).toBe(404);
    expect((await outsider.get(base)).status).toBe(404);
    expect((await outsider.request('DELETE', `${base}/${invitation.id}`)).status).toBe(404);
    expect((await admin.get(base)).json.result.length).toBeGreaterThan(0);
  });

  it('revokes the links of a manager who is removed or made a member: they no longer let anyone in', async () => {
    const { owner, admin, workspaceId, adminId } = await team();
    const base = `/api/workspace/${workspaceId}/invitations`;
    const asAdmin = { role: 'admin', multi_use: true };
    const kept = await invite(admin, workspaceId, asAdmin);
    const ownersOwn = await invite(owner, workspaceId, asAdmin);
    // Made a member: what they handed out as an admin ends with it.
    const demoted = await owner.request('PATCH', `/api/workspace/${workspaceId}/members/${adminId}`, {
      body: { role: 'member' },
    });
    expect(demoted.status).toBe(200);
    const stranger = await memberBrowser(server.url);
    const refused = await stranger.request('POST', `/api/invitations/${kept.token}/accept`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('This invitation was revoked. Ask for a new one.');
    // Made an admin again, their new links work; removed, they cannot come back by one of them.
    await owner.request('PATCH', `/api/workspace/${workspaceId}/members/${adminId}`, {
      body: { role: 'admin' },
    });
    const again = await invite(admin, workspaceId, asAdmin);
    expect((await owner.request('DELETE', `/api/workspace/${workspaceId}/members/${adminId}`)).status).toBe(
      204,
    );
    expect((await admin.request('POST', `/api/invitations/${again.token}/accept`)).status).toBe(409);
    const members = (await owner.get(`/api/workspace/${workspaceId}/members`)).json.result;
    expect(members.map((member: { id: string }) => member.id)).not.toContain(adminId);
    // The owner's own links are untouched.
    expect((await stranger.request('POST', `/api/invitations/${ownersOwn.token}/accept`)).status).toBe(200);
    const states = (await owner.get(base)).json.result.map((i: { id: string; state: string }) => [
      i.id,
      i.state,
    ]);
    expect(Object.fromEntries(states)).toMatchObject({
      [kept.invitation.id]: 'revoked',
      [again.invitation.id]: 'revoked',
      [ownersOwn.invitation.id]: 'open',
    });
  });

  it('refuses hostile invitation options', async () => {
    const owner = await memberBrowser(server.url);
    const workspaceId = (await identityOf(owner)).workspace.id;
    for (const body of [
      { role: 'owner' },
      { expires_in_days: 0 },
      { expires_in_days: 31 },
      { expires_in_days: 1.5 },
      { email: 'not-an-email' },
      { email: `${'a'.repeat(250)}@example.com` },
      { multi_use: 'yes' },
      { extra: true },
    ]) {
      const answer = await owner.request('POST', `/api/workspace/${workspaceId}/invitations`, { body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    // Made-up and odd tokens find nothing, and say so.
    for (const token of [
      'x'.repeat(100),
      encodeURIComponent('../../etc/passwd'),
      encodeURIComponent('" or 1=1'),
    ]) {
      const answer = await owner.get(`/api/invitations/${token}`);
      expect(answer.status, token).toBe(404);
      expect(answer.json.message).toBe('This invitation link is not valid.');
    }
  });
});

describe('permissions of members', () => {
  it('lets members edit and publish transcriptions but not rename the workspace or start billing', async () => {
    const { owner, admin, member, workspaceId } = await team();
    const { id } = await createTranscription(owner, { name: 'Shared' });
    const renamed = await member.request('PUT', `/api/transcriptions/${id}`, {
      body: { name: 'Edited by member' },
    });
    expect(renamed.status).toBe(200);
    expect((await owner.get(`/api/transcriptions/${id}`)).json.result.name).toBe('Edited by member');

    expect(
      (await member.request('PUT', `/api/workspace/${workspaceId}`, { body: { name: 'Mine now' } })).status,
    ).toBe(403);
    expect(
      (await admin.request('PUT', `/api/workspace/${workspaceId}`, { body: { name: 'Ours' } })).status,
    ).toBe(200);
  });

  it('makes personal access tokens act in the workspace chosen at creation', async () => {
    const { member, workspaceId, outsider } = await team();
    const personal = (await member.get('/api/workspaces')).json.result.find(
      (w: { id: string }) => w.id !== workspaceId,
    );
    const created = await member.request('POST', '/api/tokens', {
      body: { name: 'script', workspace_id: personal.id },
    });
    expect(created.status).toBe(201);
    expect(created.json.result.workspace).toEqual({ id: personal.id, name: personal.name });
    const viaToken = await fetch(`${server.url}/api/auth/identity`, {
      headers: { authorization: `Bearer ${created.json.result.token}` },
    });
    expect((await viaToken.json()).result.workspace.id).toBe(personal.id);

    const outsiders = (await outsider.get('/api/auth/identity')).json.result.workspace.id;
    const foreign = await member.request('POST', '/api/tokens', {
      body: { name: 'x', workspace_id: outsiders },
    });
    expect(foreign.status).toBe(404);
  });

  it('ends a token once its user is removed from its workspace, for good: being invited back does not revive it', async () => {
    const { owner, member, workspaceId, memberId } = await team();
    const { token } = (await member.request('POST', '/api/tokens', { body: { name: 'team script' } })).json
      .result;
    const call = () =>
      fetch(`${server.url}/api/transcriptions`, { headers: { authorization: `Bearer ${token}` } });
    expect((await call()).status).toBe(200);
    await owner.request('DELETE', `/api/workspace/${workspaceId}/members/${memberId}`);
    expect((await call()).status).toBe(401);

    const { token: invitation } = await invite(owner, workspaceId, { role: 'member' });
    expect((await member.request('POST', `/api/invitations/${invitation}/accept`)).status).toBe(200);
    expect((await call()).status).toBe(401);
    const names = (await member.get('/api/tokens')).json.result.map((t: { name: string }) => t.name);
    expect(names).not.toContain('team script');
  });

  it('authorises the live channel of the current workspace only, after membership is checked', async () => {
    const { owner, member, workspaceId, memberId } = await team();
    const auth = (browser: Browser, id: string) =>
      browser.request('POST', '/api/broadcasting/auth', {
        form: { socket_id: '1.2', channel_name: `private-workspace.${id}` },
      });
    expect((await auth(member, workspaceId)).status).toBe(200);
    await owner.request('DELETE', `/api/workspace/${workspaceId}/members/${memberId}`);
    expect((await auth(member, workspaceId)).status).toBe(403);
  });
});
