import { screen, within } from '@testing-library/react';
import type { TIdentity, TSubscriptionSummary } from '@whispy/contracts';
import { makeIdentity } from '../../test/identity-fixture';
import { renderSignedInAt } from '../../test/render-signed-in';
import { ok, stubApi } from '../../test/stub-api';
import { makeSubscriptionSummary } from '../../test/subscription-fixture';
import { SettingsPage } from './settings-page';

type Subscription = NonNullable<TSubscriptionSummary['subscription']>;

const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  status: 'active',
  interval: 'month',
  currency: 'usd',
  // Midday, so that the date reads the same in every time zone the tests run in.
  current_period_end: '2025-04-15T12:00:00.000Z',
  cancel_at_period_end: false,
  payment_failed: false,
  ...overrides,
});

const summary = makeSubscriptionSummary;

function renderSettings(answer: TSubscriptionSummary, identity: TIdentity = makeIdentity()) {
  stubApi((req) => {
    if (req.path === 'subscription') return ok(answer);
    if (req.path === 'tokens' || req.path === 'voice-profiles') return ok([]);
    if (req.path === 'workspace/w1/glossary') return ok({ entries: [], editable: true, updated_at: null });
    return undefined;
  });
  renderSignedInAt([{ path: '/settings', element: <SettingsPage /> }], '/settings', identity);
}

const block = (name: string) => within(screen.getByRole('region', { name }));
/** The value beside a label in a block's details. */
const detail = async (blockName: string, label: string) =>
  (await block(blockName).findByText(label)).nextElementSibling?.textContent;

describe('settings: subscription block', () => {
  it('in the trial: the state, the minutes left and the way to a plan', async () => {
    renderSettings(summary());
    expect(await detail('Subscription', 'Status')).toBe('Trial');
    expect(await detail('Subscription', 'Minutes left')).toBe('30');
    expect(block('Subscription').getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/onboarding/subscription/create',
    );
    expect(block('Subscription').queryByText('Plan')).not.toBeInTheDocument();
  });

  it('a demo workspace says so', async () => {
    renderSettings(summary({ minutes_available: null }), makeIdentity({ is_demo: true }));
    expect(await detail('Subscription', 'Status')).toBe('Demo');
    expect(await detail('Subscription', 'Minutes left')).toBe('Unlimited');
  });

  it('active: plan, renewal date and Manage, a whole-page link to the billing portal', async () => {
    renderSettings(summary({ subscription: subscription({ interval: 'year' }), minutes_available: 1800 }));
    expect(await detail('Subscription', 'Plan')).toBe('Annual');
    expect(await detail('Subscription', 'Status')).toBe('Active');
    expect(await detail('Subscription', 'Renewal')).toBe('Renews on April 15, 2025');
    expect(await detail('Subscription', 'Minutes left')).toBe('1,800');
    const manage = block('Subscription').getByRole('link', { name: 'Manage subscription' });
    expect(manage).toHaveAttribute('href', '/api/subscription/edit');
    expect(block('Subscription').queryByRole('link', { name: 'Choose a plan' })).not.toBeInTheDocument();
  });

  it('cancelled at the end of the period: says when it ends', async () => {
    renderSettings(summary({ subscription: subscription({ cancel_at_period_end: true }) }));
    expect(await detail('Subscription', 'Renewal')).toBe('Cancels on April 15, 2025');
    expect(block('Subscription').getByRole('link', { name: 'Manage subscription' })).toBeInTheDocument();
  });

  it('payment failed: the state and a warning to update the card via Manage', async () => {
    renderSettings(summary({ subscription: subscription({ status: 'past_due', payment_failed: true }) }));
    expect(await detail('Subscription', 'Status')).toBe('Payment failed');
    expect(
      block('Subscription').getByText(
        'Your last payment failed. Please update your card under Manage subscription.',
      ),
    ).toBeInTheDocument();
    expect(block('Subscription').getByRole('link', { name: 'Manage subscription' })).toBeInTheDocument();
  });

  it('an ended subscription is back to the trial, with the way to a new plan', async () => {
    renderSettings(summary({ subscription: subscription({ status: 'canceled' }) }));
    expect(await detail('Subscription', 'Status')).toBe('Trial');
    expect(block('Subscription').getByRole('link', { name: 'Choose a plan' })).toBeInTheDocument();
    expect(block('Subscription').queryByText('Renewal')).not.toBeInTheDocument();
  });

  it('billing off: a calm note and no buttons', async () => {
    renderSettings(summary({ billing_enabled: false }));
    expect(
      await block('Subscription').findByText('Subscriptions are not available on this server'),
    ).toBeInTheDocument();
    expect(await detail('Subscription', 'Status')).toBe('No plan needed');
    expect(block('Subscription').queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('settings: workspace and user blocks', () => {
  it('show the workspace with its currency unset, the user, and links to edit both', async () => {
    renderSettings(summary());
    expect(await detail('Workspace', 'Name')).toBe('Ada’s workspace');
    expect(await detail('Workspace', 'Currency')).toBe('Not set');
    expect(block('Workspace').getByRole('link', { name: 'Edit workspace' })).toHaveAttribute(
      'href',
      '/resource/workspace/w1/edit',
    );
    expect(block('User').getByText('Ada Lovelace')).toBeInTheDocument();
    expect(block('User').getByText('ada@example.com')).toBeInTheDocument();
    expect(block('User').getByRole('link', { name: 'Edit user' })).toHaveAttribute(
      'href',
      '/resource/user/u1/edit',
    );
    expect(screen.getByRole('region', { name: 'Personal access tokens' })).toBeInTheDocument();
  });

  it('shows a set currency, and no Edit link or plan choice to a member who is neither owner nor admin', async () => {
    renderSettings(summary(), makeIdentity({ currency: 'mxn', role: 'member' }));
    expect(await detail('Workspace', 'Currency')).toBe('MXN');
    expect(block('Workspace').queryByRole('link', { name: 'Edit workspace' })).not.toBeInTheDocument();
    expect(block('Workspace').getByRole('link', { name: 'Members' })).toHaveAttribute(
      'href',
      '/settings/members',
    );
    expect(block('Subscription').queryByRole('link')).not.toBeInTheDocument();
  });
});
