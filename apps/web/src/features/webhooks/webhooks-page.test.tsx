import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TWebhook, TWebhookDelivery } from '@whispy/contracts';
import { makeIdentity } from '../../test/identity-fixture';
import { renderSignedInAt } from '../../test/render-signed-in';
import { ok, type SentRequest, stubApi } from '../../test/stub-api';
import { WebhooksPage } from './webhooks-page';

const endpoint: TWebhook = {
  id: 'h1',
  url: 'https://hooks.example.com/whispy',
  events: ['transcription.completed'],
  enabled: false,
  disabled_reason: 'failures',
  consecutive_failures: 5,
  created_at: '2025-04-15T12:00:00.000Z',
};

const delivery: TWebhookDelivery = {
  id: 'msg_1',
  event: 'webhook.test',
  state: 'failed',
  attempts: 6,
  created_at: '2025-04-15T12:00:00.000Z',
  last_attempt_at: '2025-04-15T12:05:00.000Z',
  response_status: 500,
  duration_ms: 12,
  response_excerpt: 'boom',
  failure: null,
};

/** A try that got no answer: the log words why, apart from anything a receiver wrote. */
const refused: TWebhookDelivery = {
  ...delivery,
  id: 'msg_2',
  attempts: 1,
  response_status: null,
  duration_ms: null,
  response_excerpt: null,
  failure: 'refused_address',
};

function serveWebhooks(): SentRequest[] {
  let webhooks: TWebhook[] = [endpoint];
  return stubApi((request) => {
    if (request.path === 'workspace/w1/webhooks' && request.method === 'GET') return ok(webhooks);
    if (request.path === 'workspace/w1/webhooks' && request.method === 'POST') {
      const created = {
        ...endpoint,
        id: 'h2',
        ...(request.body as object),
        enabled: true,
        disabled_reason: null,
      };
      webhooks = [...webhooks, created];
      return { status: 201, body: { result: { ...created, secret: 'whsec_c2VjcmV0' } } };
    }
    if (request.path === 'workspace/w1/webhooks/h1/test') return { status: 201, body: { result: delivery } };
    if (request.path === 'workspace/w1/webhooks/h1/deliveries') return ok([delivery, refused]);
    if (request.path === 'workspace/w1/webhooks/h1' && request.method === 'PATCH') {
      webhooks = webhooks.map((one) =>
        one.id === 'h1' ? { ...one, enabled: true, disabled_reason: null } : one,
      );
      return ok(webhooks[0]);
    }
    if (request.path === 'auth/identity') return ok(makeIdentity());
    return undefined;
  });
}

const renderPage = (role: 'owner' | 'admin' | 'member' = 'owner') =>
  renderSignedInAt(
    [{ path: '/settings/webhooks', element: <WebhooksPage /> }],
    '/settings/webhooks',
    makeIdentity({ role }),
  );

describe('webhooks page', () => {
  it('adds an endpoint and shows its secret once, with a copy button', async () => {
    const user = userEvent.setup();
    const sent = serveWebhooks();
    renderPage('admin');
    const card = within(await screen.findByRole('region', { name: 'Webhooks' }));
    await user.type(card.getByRole('textbox', { name: 'Endpoint URL' }), 'https://example.com/in');
    await user.click(card.getByRole('checkbox', { name: 'Transcription failed' }));
    await user.click(card.getByRole('button', { name: 'Add webhook' }));
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      url: 'https://example.com/in',
      events: ['transcription.completed'],
    });
    expect(await card.findByText('whsec_c2VjcmV0')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
  });

  it('says why an endpoint is off, sends a test, shows the log and switches it back on', async () => {
    const user = userEvent.setup();
    const sent = serveWebhooks();
    renderPage();
    const list = within(await screen.findByRole('list', { name: 'Webhook endpoints' }));
    expect(list.getByText(/Switched off after 5 failed deliveries in a row/)).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Send test' }));
    const log = within(await list.findByRole('list', { name: 'Deliveries' }));
    expect(log.getAllByText('Test message')).toHaveLength(2);
    expect(log.getByText(/6 attempts · HTTP 500 · 12 ms/)).toBeInTheDocument();
    expect(log.getByText('boom')).toBeInTheDocument();
    expect(log.getByText('Not sent: the address is not public.')).toBeInTheDocument();
    await user.click(list.getByRole('switch', { name: 'Deliveries on' }));
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({
      path: 'workspace/w1/webhooks/h1',
      body: { enabled: true },
    });
  });

  it('tells a member that only owners and admins manage webhooks, and asks nothing of the server', async () => {
    const sent = serveWebhooks();
    renderPage('member');
    expect(await screen.findByText(/Only owners and admins/)).toBeInTheDocument();
    expect(sent.some((r) => r.path.startsWith('workspace/w1/webhooks'))).toBe(false);
  });
});
