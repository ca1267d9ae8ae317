import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TIdentity } from '@whispy/contracts';
import { makeIdentity } from '../../test/identity-fixture';
import { ResourceEditPage } from '../resources';
import { ok, renderSignedInAt, stubApi } from '../transcriptions/test-support';

const routes = [{ path: '/resource/:resource/:id/edit', element: <ResourceEditPage /> }];
const telegramOff = { enabled: false, connected: false, username: null, connecting: false };

afterEach(() => vi.unstubAllGlobals());

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

  it("is not found for another user's id", () => {
    stubApi(() => undefined);
    renderSignedInAt(routes, '/resource/user/u2/edit');
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });
});
