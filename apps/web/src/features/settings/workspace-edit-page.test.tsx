import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TIdentity } from '@whispy/contracts';
import { makeIdentity } from '../../test/identity-fixture';
import { renderSignedInAt } from '../../test/render-signed-in';
import { ok, type SentRequest, stubApi } from '../../test/stub-api';
import type { TWorkingIdentity } from '../identity';

import { WorkspaceEditPage } from './workspace-edit-page';

const routes = [{ path: '/resource/workspace/:id/edit', element: <WorkspaceEditPage /> }];

/** The edit page of Ada's workspace; `save` answers its PUT. */
function renderEdit(identity: TIdentity, save: (req: SentRequest) => { status?: number; body?: unknown }) {
  const sent = stubApi((req) =>
    req.method === 'PUT' && req.path === 'workspace/w1' ? save(req) : undefined,
  );
  renderSignedInAt(routes, '/resource/workspace/w1/edit', identity);
  return sent;
}

const withWorkspace = (
  identity: TWorkingIdentity,
  changes: Partial<TWorkingIdentity['workspace']>,
): TIdentity => ({
  ...identity,
  workspace: { ...identity.workspace, ...changes },
});

describe('workspace edit page', () => {
  it('saves the name alone while no currency is set, saying checkout asks for it', async () => {
    const user = userEvent.setup();
    const sent = renderEdit(makeIdentity(), (req) =>
      ok(
        withWorkspace(makeIdentity(), req.body as Partial<TWorkingIdentity['workspace']>),
        'Saved successfully',
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Edit workspace' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Not set')).toBeInTheDocument();
    expect(
      screen.getByText('Chosen when you subscribe. It is set once for the workspace.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Lovelace Labs');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(sent.map((req) => req.body)).toEqual([{ name: 'Lovelace Labs' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with a currency set, offers no choice and sends only the name', async () => {
    const user = userEvent.setup();
    const identity = makeIdentity({ currency: 'usd' });
    const sent = renderEdit(identity, () => ok(identity));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('USD')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent.map((req) => req.body)).toEqual([{ name: 'Ada’s workspace' }]));
  });

  it("shows the server's field errors on the fields", async () => {
    const user = userEvent.setup();
    renderEdit(makeIdentity({ currency: 'usd' }), () => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { name: ['The name is already taken.'] } },
    }));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(await screen.findByText('The name is already taken.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('The name is already taken.');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save, please check the red fields.');
  });

  it('refuses an empty name before asking the server', async () => {
    const user = userEvent.setup();
    const sent = renderEdit(makeIdentity({ currency: 'usd' }), () => ok(makeIdentity()));
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a name')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it.each([
    ['another workspace', makeIdentity(), '/resource/workspace/w2/edit'],
    [
      'a member who is neither owner nor admin',
      makeIdentity({ role: 'member' }),
      '/resource/workspace/w1/edit',
    ],
  ])('is not found for %s', (_what, identity, path) => {
    stubApi(() => undefined);
    renderSignedInAt(routes, path, identity);
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });
});
