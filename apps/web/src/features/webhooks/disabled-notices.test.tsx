import { fireEvent, screen } from '@testing-library/react';
import { makeIdentity } from '../../test/identity-fixture';
import { renderSignedInAt } from '../../test/render-signed-in';
import { stubApi } from '../../test/stub-api';
import { WebhookDisabledNotices } from './disabled-notices';

const routes = [
  { path: '/dashboard', element: <WebhookDisabledNotices /> },
  { path: '/settings/webhooks', element: <p>Webhooks page</p> },
];
const switchedOff = {
  notification: 'webhook.disabled',
  id: 'h1',
  url: 'https://hooks.example.com/in',
} as const;

describe('webhook switched-off notices', () => {
  it('tell an admin anywhere in the app, with a link to the webhooks page', async () => {
    stubApi();
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

  it('leave members alone, who cannot change webhooks', async () => {
    stubApi();
    const { pushLive } = renderSignedInAt(routes, '/dashboard', makeIdentity({ role: 'member' }));
    pushLive(switchedOff);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/the webhook was switched off/)).toBeNull();
  });
});
