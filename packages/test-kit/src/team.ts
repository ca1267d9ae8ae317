import { type Browser, memberBrowser } from './browser.js';

const identityOf = async (browser: Browser) => (await browser.get('/api/auth/identity')).json.result;

/** An invitation link to the owner's workspace, for `role`. */
export async function invite(owner: Browser, workspaceId: string, body: Record<string, unknown> = {}) {
  const answer = await owner.request('POST', `/api/workspace/${workspaceId}/invitations`, { body });
  if (answer.status !== 201) throw new Error(`invitation answered ${answer.status}: ${answer.text}`);
  return answer.json.result as { url: string; token: string; invitation: { id: string } };
}

/** A workspace with an owner, an admin and a member, and an outsider who belongs to another one. */
export async function team(base: string) {
  const [owner, admin, member, outsider] = await Promise.all([
    memberBrowser(base),
    memberBrowser(base),
    memberBrowser(base),
    memberBrowser(base),
  ]);
  const workspaceId: string = (await identityOf(owner)).workspace.id;
  for (const [browser, role] of [
    [admin, 'admin'],
    [member, 'member'],
  ] as const) {
    const { token } = await invite(owner, workspaceId, { role });
    const accepted = await browser.request('POST', `/api/invitations/${token}/accept`);
    if (accepted.status !== 200) throw new Error(`accepting answered ${accepted.status}: ${accepted.text}`);
  }
  const ids = await Promise.all(
    [owner, admin, member, outsider].map(async (b) => (await identityOf(b)).user.id),
  );
  const [ownerId, adminId, memberId, outsiderId] = ids as [string, string, string, string];
  return { owner, admin, member, outsider, workspaceId, ownerId, adminId, memberId, outsiderId };
}
