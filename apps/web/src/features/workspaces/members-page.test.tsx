import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TInvitation, TWorkspaceMember } from '@whispy/contracts';
import { makeIdentity } from '../../test/identity-fixture';
import { renderSignedInAt } from '../../test/render-signed-in';
import { ok, type SentRequest, stubApi } from '../../test/stub-api';
import { MembersPage } from './members-page';

const member = (id: string, name: string, role: TWorkspaceMember['role']): TWorkspaceMember => ({
  user: { id, name, email: `${id}@example.com`, avatar: null },
  role,
  joined_at: '2025-04-15T12:00:00.000Z',
});

const invitation: TInvitation = {
  id: 'i1',
  role: 'member',
  multi_use: true,
  email: null,
  uses: 2,
  state: 'open',
  invited_by: { id: 'u1', name: 'Ada Lovelace' },
  expires_at: '2025-04-22T12:00:00.000Z',
  created_at: '2025-04-15T12:00:00.000Z',
};

/** A workspace of Ada (u1), Grace (u2, admin) and Linus (u3, member). */
function serveWorkspace(): SentRequest[] {
  let members = [
    member('u1', 'Ada Lovelace', 'owner'),
    member('u2', 'Grace', 'admin'),
    member('u3', 'Linus', 'member'),
  ];
  return stubApi((request) => {
    if (request.path === 'workspace/w1/members' && request.method === 'GET') return ok(members);
    if (request.path === 'workspace/w1/invitations' && request.method === 'GET') return ok([invitation]);
    if (request.path === 'workspace/w1/invitations' && request.method === 'POST')
      return {
        status: 201,
        body: { result: { url: 'http://whispy.test/invitations/secret', token: 'secret', invitation } },
      };
    if (request.method === 'PATCH') {
      const userId = request.path.split('/').at(-1);
      const { role } = request.body as { role: TWorkspaceMember['role'] };
      members = members.map((m) => (m.user.id === userId ? { ...m, role } : m));
      return ok(
        members.find((m) => m.user.id === userId),
        'Role changed',
      );
    }
    if (request.method === 'DELETE') {
      members = members.filter((m) => m.user.id !== request.path.split('/').at(-1));
      return { status: 204 };
    }
    if (request.path === 'auth/identity') return ok(makeIdentity());
    return undefined;
  });
}

const renderPage = (role: 'owner' | 'admin' | 'member' = 'owner', userId = 'u1') => {
  const identity = makeIdentity({ role });
  return renderSignedInAt([{ path: '/settings/members', element: <MembersPage /> }], '/settings/members', {
    ...identity,
    user: { ...identity.user, id: userId },
  });
};
const membersCard = () => within(screen.getByRole('region', { name: 'Members' }));

describe('members page', () => {
  it('lets an owner change a role, remove a member and create an invitation link to copy', async () => {
    const user = userEvent.setup();
    const sent = serveWorkspace();
    renderPage();
    await membersCard().findByText('Linus');
    await user.selectOptions(membersCard().getByRole('combobox', { name: 'Role of Linus' }), 'admin');
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({
      path: 'workspace/w1/members/u3',
      body: { role: 'admin' },
    });

    await user.click(membersCard().getByRole('button', { name: 'Remove Grace' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(sent.find((r) => r.method === 'DELETE')?.path).toBe('workspace/w1/members/u2');
    await expect.poll(() => membersCard().queryByText('Grace')).toBeNull();

    const invitations = within(screen.getByRole('region', { name: 'Invitations' }));
    expect(invitations.getByRole('list', { name: 'Invitations of this workspace' })).toHaveTextContent(
      'Member · multi-use',
    );
    await user.selectOptions(invitations.getByRole('combobox', { name: 'Role' }), 'admin');
    await user.click(invitations.getByRole('checkbox', { name: 'Several people may use this link' }));
    await user.click(invitations.getByRole('button', { name: 'Create invitation link' }));
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      role: 'admin',
      multi_use: true,
      expires_in_days: 7,
      email: null,
    });
    expect(await invitations.findByText('http://whispy.test/invitations/secret')).toBeInTheDocument();
    expect(invitations.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('shows a member the list and Leave only: no role choices, removals or invitations', async () => {
    serveWorkspace();
    renderPage('member', 'u3');
    await membersCard().findByText('Grace');
    expect(membersCard().queryByRole('combobox')).toBeNull();
    expect(membersCard().queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(membersCard().getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
  });

  it('does not let an admin change or remove an owner, nor grant ownership', async () => {
    serveWorkspace();
    renderPage('admin', 'u2');
    await membersCard().findByText('Linus');
    expect(membersCard().queryByRole('combobox', { name: 'Role of Ada Lovelace' })).toBeNull();
    expect(membersCard().queryByRole('button', { name: 'Remove Ada Lovelace' })).toBeNull();
    const linusRole = membersCard().getByRole('combobox', { name: 'Role of Linus' });
    expect(within(linusRole).queryByRole('option', { name: 'Owner' })).toBeNull();
    expect(membersCard().queryByRole('button', { name: 'Make owner' })).toBeNull();
  });
});
