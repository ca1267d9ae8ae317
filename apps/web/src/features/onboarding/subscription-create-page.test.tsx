import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TIdentity, TPlanPrices } from '@whispy/contracts';
import { pageNavigation } from '../../api';
import { makeIdentity } from '../../test/identity-fixture';
import { renderSignedInAt } from '../../test/render-signed-in';
import { ok, stubApi } from '../../test/stub-api';
import { makeSubscriptionSummary } from '../../test/subscription-fixture';
import { SubscriptionCreatePage } from './subscription-create-page';

const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_a1';

const plan: TPlanPrices = {
  product: 'standard',
  minutes_per_month: 1800,
  prices: [
    { currency: 'usd', interval: 'month', amount: 900, monthly_amount: 900 },
    { currency: 'usd', interval: 'year', amount: 5400, monthly_amount: 450 },
    { currency: 'mxn', interval: 'month', amount: 17900, monthly_amount: 17900 },
    { currency: 'mxn', interval: 'year', amount: 107400, monthly_amount: 8950 },
  ],
};

const summary = makeSubscriptionSummary;

/** The plan page against a server whose workspace currency is set by `PUT workspace/w1`. */
function renderPlans(identity: TIdentity, answer = summary()) {
  const sent = stubApi((req) => {
    if (req.path === 'subscription') return ok(answer);
    if (req.path === 'subscription/prices/standard') return ok(plan);
    if (req.method === 'PUT' && req.path === 'workspace/w1') {
      const { currency } = req.body as { currency: 'usd' | 'mxn' };
      return ok({ ...identity, workspace: { ...identity.workspace, currency } });
    }
    if (req.method === 'POST' && req.path === 'subscription/checkout') {
      return { body: { result: { url: CHECKOUT_URL }, redirect: CHECKOUT_URL } };
    }
    return undefined;
  });
  renderSignedInAt(
    [{ path: '/onboarding/subscription/create', element: <SubscriptionCreatePage /> }],
    '/onboarding/subscription/create',
    identity,
  );
  return sent;
}

const planCard = () => within(screen.getByRole('region', { name: /\/ month$/ }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('plan page', () => {
  it('shows the monthly price, and the annual one per month with its 50% off', async () => {
    const user = userEvent.setup();
    renderPlans(makeIdentity({ currency: 'usd' }));

    expect(await screen.findByRole('heading', { level: 2, name: '$9.00 / month' })).toBeInTheDocument();
    expect(planCard().getByText('Billed every month')).toBeInTheDocument();
    const features = within(screen.getByRole('list', { name: 'Included in the plan' }));
    expect(features.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Unlimited transcriptions',
      '1,800 minutes a month',
      'Download in different formats',
      'Cancel anytime',
    ]);

    const annual = screen.getByRole('radio', { name: 'Annual 50% off' });
    await user.click(annual);
    expect(annual).toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: '$4.50 / month' })).toBeInTheDocument();
    expect(planCard().getByText('Billed $54.00 once a year')).toBeInTheDocument();
  });

  it('asks for the currency first, saves it once, then shows the plans in it', async () => {
    const user = userEvent.setup();
    const sent = renderPlans(makeIdentity());

    const dialog = within(await screen.findByRole('dialog', { name: 'Choose your currency' }));
    expect(
      dialog.getByText('The currency is set once for the workspace; changing it later needs support.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save currency' }));
    expect(dialog.getByText('Please select a currency')).toBeInTheDocument();
    expect(sent.some((req) => req.method === 'PUT')).toBe(false);

    await user.click(dialog.getByRole('radio', { name: 'Mexican Peso (MXN)' }));
    await user.click(dialog.getByRole('button', { name: 'Save currency' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'MX$179.00 / month' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.find((req) => req.method === 'PUT')?.body).toEqual({ currency: 'mxn' });
  });

  it('lets the dialog be put off, and opened again', async () => {
    const user = userEvent.setup();
    renderPlans(makeIdentity());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Choose the currency you want to pay in to see the prices.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a currency' }));
    expect(screen.getByRole('dialog', { name: 'Choose your currency' })).toBeInTheDocument();
  });

  it('subscribes: checkout for the chosen interval, then the whole page goes to Stripe', async () => {
    const user = userEvent.setup();
    const leave = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const sent = renderPlans(makeIdentity({ currency: 'usd' }));

    await user.click(await screen.findByRole('radio', { name: 'Annual 50% off' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(sent.find((req) => req.path === 'subscription/checkout')?.body).toEqual({
      interval: 'year',
      name: 'standard',
    });
    expect(screen.getByRole('button', { name: 'Opening the checkout…' })).toBeDisabled();
  });

  it('says so to a workspace that already has a subscription', async () => {
    renderPlans(makeIdentity({ currency: 'usd', has_subscription: true }));
    expect(await screen.findByText('Your workspace already has a subscription.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('with billing off: the note, no plans and no currency dialog', async () => {
    renderPlans(makeIdentity(), summary({ billing_enabled: false }));
    expect(await screen.findByText('Subscriptions are not available on this server')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });
});
