import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TIdentity } from '@whispy/contracts';
import { setAppNavigator } from '../../api';
import { makeIdentity } from '../../test/identity-fixture';
import { renderSignedInAt } from '../../test/render-signed-in';
import { ok, stubApi } from '../../test/stub-api';
import { identityQueryKey } from '../identity';
import { UserEditPage } from './user-edit-page';

const routes = [{ path: '/resource/user/:id/edit', element: <UserEditPage /> }];
const telegramOff = { enabled: false, connected: false, username: null, connecting: false };

afterEach(() => {
  setAppNavigator(null);
});

describe('user configuration page', () => {
  it('renames the user everywhere the identity shows the name', async () => {
    const user = userEvent.setup();
    const identity = makeIdentity();
    const renamed: TIdentity = { ...identity, user: { ...identity.user, name: 'Ada King' } };
    const sent = stubApi((req) => {
      if (req.method === 'PUT' && req.path === 'user/u1') return ok(renamed, 'Saved successfully');
      if (req.path === 'tokens') return ok([]);
      if (req.path === 'integrations/telegram/status') return ok(telegramOff);
      return undefined;
    });
    renderSignedInAt(routes, '/resource/user/u1/edit');
    const profile = within(screen.getByRole('region', { name: 'Profile' }));
    expect(profile.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(profile.getByText('ada@example.com')).toBeInTheDocument();
    expect(
      screen.getByText('Your email address and picture come from your Google account.'),
    ).toBeInTheDocument();
    // Email and picture are not fields: only the name can be changed here.
    expect(profile.getAllByRole('textbox')).toHaveLength(1);

    const name = profile.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(profile.getByRole('button', { name: 'Save' }));

    expect(await profile.findByText('Ada King', { selector: 'dd' })).toBeInTheDocument();
    expect(profile.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(sent.find((req) => req.method === 'PUT')?.body).toEqual({ name: 'Ada King' });
  });

  it('holds the access tokens and the Telegram integration', async () => {
    stubApi((req) => {
      if (req.path === 'tokens') return ok([]);
      if (req.path === 'integrations/telegram/status') return ok(telegramOff);
      return undefined;
    });
    renderSignedInAt(routes, '/resource/user/u1/edit');
    expect(screen.getByRole('region', { name: 'Personal access tokens' })).toBeInTheDocument();
    const integrations = within(screen.getByRole('region', { name: 'Integrations' }));
    expect(await integrations.findByText('Telegram is not available on this server')).toBeInTheDocument();
  });

  it('asks before revoking a token, naming it', async () => {
    const user = userEvent.setup();
    const token = {
      id: 'k1',
      name: 'CI pipeline',
      created_at: '2025-03-04T10:00:00.000Z',
      last_used_at: null,
      workspace: { id: 'w1', name: 'Ada' },
    };
    const sent = stubApi((req) => {
      if (req.method === 'DELETE' && req.path === 'tokens/k1') return ok(null);
      if (req.path === 'tokens') return ok([token]);
      if (req.path === 'integrations/telegram/status') return ok(telegramOff);
      return undefined;
    });
    renderSignedInAt(routes, '/resource/user/u1/edit');
    await user.click(await screen.findByRole('button', { name: 'Revoke token CI pipeline' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the token “CI pipeline”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(sent.some((req) => req.method === 'DELETE')).toBe(true));
  });

  it('signs out everywhere after a confirmation, all by keyboard, and says tokens stay', async () => {
    const user = userEvent.setup();
    const sent = stubApi((req) => {
      if (req.method === 'DELETE' && req.path === 'auth/sessions') {
        return { body: { result: null, message: 'You are signed out everywhere.', redirect: '/auth/login' } };
      }
      if (req.path === 'tokens') return ok([]);
      if (req.path === 'integrations/telegram/status') return ok(telegramOff);
      return undefined;
    });
    const { router, queryClient } = renderSignedInAt(
      [...routes, { path: '/auth/login', element: <p>login page</p> }],
      '/resource/user/u1/edit',
    );
    setAppNavigator((to) => void router.navigate(to));
    const sessions = within(screen.getByRole('region', { name: 'Sessions' }));
    expect(sessions.getByText(/Personal access tokens keep working/)).toBeInTheDocument();

    const signOut = sessions.getByRole('button', { name: 'Sign out everywhere' });
    signOut.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(dialog).toHaveTextContent('Personal access tokens are not revoked.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.some((req) => req.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(signOut).toHaveFocus());

    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(await screen.findByText('You are signed out everywhere.')).toBeInTheDocument();
    expect(sent.filter((req) => req.method === 'DELETE').map((req) => req.path)).toEqual(['auth/sessions']);
    // This browser forgets who was signed in, as on logging out.
    await waitFor(() => expect(queryClient.getQueryData(identityQueryKey)).toBeNull());
  });

  it("is not found for another user's id", () => {
    stubApi(() => undefined);
    renderSignedInAt(routes, '/resource/user/u2/edit');
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });
});
