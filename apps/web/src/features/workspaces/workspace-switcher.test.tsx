import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TWorkspaceSummary } from '@whispy/contracts';
import { makeIdentity } from '../../test/identity-fixture';
import { renderSignedInAt } from '../../test/render-signed-in';
import { ok, stubApi } from '../../test/stub-api';
import { WorkspaceSwitcher } from './workspace-switcher';

const workspaces: TWorkspaceSummary[] = [
  { id: 'w1', name: 'Ada’s workspace', role: 'owner', current: true },
  { id: 'w2', name: 'Podcast team', role: 'member', current: false },
];

const identity = makeIdentity();
const team = {
  ...identity,
  workspace: { ...identity.workspace, id: 'w2', ulid: 'W2', name: 'Podcast team', role: 'member' as const },
};

function renderSwitcher() {
  const sent = stubApi((request) => {
    if (request.path === 'workspaces') return ok(workspaces);
    if (request.path === 'workspace/switch') return ok(team, 'You are now working in Podcast team');
    return ok(null);
  });
  const rendered = renderSignedInAt(
    [
      { path: '/transcriptions', element: <WorkspaceSwitcher /> },
      { path: '/dashboard', element: <WorkspaceSwitcher /> },
      { path: '/resource/workspace/create', element: <p>Create page</p> },
    ],
    '/transcriptions',
  );
  return { sent, ...rendered };
}

describe('workspace switcher', () => {
  it('shows the current workspace and switches to another from the keyboard', async () => {
    const user = userEvent.setup();
    const { sent, router } = renderSwitcher();
    const button = screen.getByRole('button', { name: 'Workspace: Ada’s workspace. Switch workspace' });
    button.focus();
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('list', { name: 'Your workspaces' });
    await waitFor(() => expect(list).toHaveTextContent('Podcast teamMember'));
    expect(screen.getByRole('button', { name: /Ada’s workspace/, current: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Podcast team/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sent.find((request) => request.path === 'workspace/switch')?.body).toEqual({ workspace_id: 'w2' });
    expect(
      await screen.findByRole('button', { name: 'Workspace: Podcast team. Switch workspace' }),
    ).toBeInTheDocument();
  });

  it('does not switch when the current one is chosen, and offers a new workspace', async () => {
    const user = userEvent.setup();
    const { sent, router } = renderSwitcher();
    await user.click(screen.getByRole('button', { name: /Switch workspace/ }));
    await user.click(await screen.findByRole('button', { name: /Ada’s workspace/, current: true }));
    expect(sent.some((request) => request.path === 'workspace/switch')).toBe(false);

    await user.click(screen.getByRole('button', { name: /Switch workspace/ }));
    await user.click(await screen.findByRole('link', { name: 'New workspace' }));
    expect(router.state.location.pathname).toBe('/resource/workspace/create');
  });
});
