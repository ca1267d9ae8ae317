import { fireEvent, screen } from '@testing-library/react';
import type { TWebhook } from '@whispy/contracts';
import { makeIdentity } from '../../test/identity-fixture';
import { renderSignedInAt } from '../../test/render-signed-in';
import { ok, stubApi } from '../../test/stub-api';
import { WebhookDisabledNotices } from './disabled-notices';

const routes = [
  { path: '/dashboard', element: <WebhookDisabledNotices /> },
  { path: '/settings/webhooks', element: <p>Webhooks page</p> },
];
// The event names the endpoint by id only: every member hears the workspace's channel.
const switchedOff = { notification: 'webhook.disabled', id: 'h1' } as const;
const endpoint: TWebhook = {
  id: 'h1',
  url: 'https://hooks.example.com/in',
  events: ['transcription.completed'],
  enabled: false,
  disabled_reason: 'failures',
  consecutive_failures: 5,
  created_at: '2025-04-15T12:00:00.000Z',
};
const serving = (webhooks: TWebhook[]) =>
  stubApi((request) => (request.path === 'workspace/w1/webhooks' ? ok(webhooks) : undefined));

describe('webhook switched-off notices', () => {
  it('tell an admin anywhere in the app which endpoint, read from the list, with a link to the webhooks page', async () => {
    serving([endpoint]);
    const { router, pushLive } = renderSignedInAt(routes, '/dashboard', makeIdentity({ role: 'admin' }));
    pushLive(switchedOff);
    expect(
      await screen.findByText(
        'Deliveries to https://hooks.example.com/in failed too often in a row: the webhook was switched off.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Open webhooks' }));
    expect(router.state.location.pathname).toBe('/settings/webhooks');
  });

  it('say nothing of an endpoint deleted since', async () => {
    const sent = serving([]);
    const { pushLive } = renderSignedInAt(routes, '/dashboard', makeIdentity({ role: 'owner' }));
    pushLive(switchedOff);
    await vi.waitFor(() => expect(sent.map((request) => request.path)).toContain('workspace/w1/webhooks'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/the webhook was switched off/)).toBeNull();
  });

  it('leave members alone, who cannot change webhooks nor read their addresses', async () => {
    const sent = serving([endpoint]);
    const { pushLive } = renderSignedInAt(routes, '/dashboard', makeIdentity({ role: 'member' }));
    pushLive(switchedOff);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/the webhook was switched off/)).toBeNull();
    expect(sent).toEqual([]);
  });
});
