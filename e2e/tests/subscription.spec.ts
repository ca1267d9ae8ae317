import { expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { PHONE } from '../support/screens';
import { saveScreenshot, waitForToastsToLeave } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { deliverStripeEvent, paidCheckoutEvents } from '../support/stripe-webhook';

/** The signed-in user's workspace, as the app knows it. */
async function workspaceIdOf(page: Page): Promise<string> {
  const answer = await page.request.get('/api/auth/identity');
  expect(answer.ok(), 'GET auth/identity').toBe(true);
  return (await answer.json()).result.workspace.id;
}

/** The minutes the signed-in user's workspace has left, as the settings page shows them. */
async function minutesLeft(page: Page) {
  const answer = await page.request.get('/api/subscription');
  expect(answer.ok(), 'GET subscription').toBe(true);
  const minutes: number = (await answer.json()).result.minutes_available;
  return minutes;
}

test('a user without a currency picks USD, compares monthly and annual, and is sent to Stripe Checkout', async ({
  page,
}) => {
  await signInAndAcceptTerms(page, uniqueUser('Paz'));
  // There is no Stripe to reach: the Checkout page stripe-mock names is answered here.
  await page.route('https://checkout.stripe.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>Stripe Checkout</title><h1>Stripe Checkout</h1>',
    }),
  );

  await page.goto('/onboarding/subscription/create');
  const dialog = page.getByRole('dialog', { name: 'Choose your currency' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Save currency' }).click();
  await expect(dialog.getByText('Please select a currency')).toBeVisible();
  await saveScreenshot(page, 'currency-dialog-desktop');
  await dialog.getByRole('radio', { name: 'US Dollar (USD)' }).check();
  await dialog.getByRole('button', { name: 'Save currency' }).click();
  await expect(dialog).toBeHidden();

  const plan = page.getByRole('region', { name: '$9.00 / month' });
  await expect(plan.getByText('Billed every month')).toBeVisible();
  // The radios are drawn as a switch: a person clicks the visible label.
  const annualChoice = page.getByRole('radio', { name: 'Annual 50% off' });
  await page.locator('label', { has: annualChoice }).click();
  await expect(annualChoice).toBeChecked();
  const annual = page.getByRole('region', { name: '$4.50 / month' });
  await expect(annual.getByText('Billed $54.00 once a year')).toBeVisible();
  await waitForToastsToLeave(page);
  await saveScreenshot(page, 'plan-desktop');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'plan-mobile');

  await annual.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/.+\/cs_test_\w+$/);
  await expect(page.getByRole('heading', { name: 'Stripe Checkout' })).toBeVisible();
});

test('back from Checkout, the success page waits for the webhook, thanks on its live event, and settings shows the plan', async ({
  page,
  request,
}) => {
  await signInAndAcceptTerms(page, uniqueUser('Rio'));
  const liveEvents: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => liveEvents.push(String(payload))),
  );
  const subscriptionUpdates = () =>
    liveEvents.filter((frame) => frame.includes('subscription.updated')).length;

  await page.goto('/onboarding/subscription/success');
  const waiting = page.getByText('Please wait while your subscription is activated…');
  await expect(waiting).toBeVisible();
  // Stripe's events must find the page listening on its workspace's channel.
  await expect.poll(() => liveEvents.some((frame) => frame.includes('subscription_succeeded'))).toBe(true);
  await saveScreenshot(page, 'subscription-waiting-desktop');
  await page.evaluate(() => Object.assign(window, { e2eNeverReloaded: true }));
  const trialMinutes = await minutesLeft(page);

  // Stripe sends the completed checkout first: the customer, but no subscription yet, so the page waits on.
  const stripe = paidCheckoutEvents(await workspaceIdOf(page));
  await deliverStripeEvent(request, stripe.checkoutCompleted);
  await expect.poll(subscriptionUpdates).toBe(1);
  await expect(waiting).toBeVisible();

  await deliverStripeEvent(request, stripe.subscriptionCreated);
  await expect(page.getByText('Thank you! Your subscription is active.')).toBeVisible();
  await expect.poll(subscriptionUpdates, { message: 'the live event came' }).toBe(2);
  expect(await page.evaluate(() => 'e2eNeverReloaded' in window), 'never reloaded').toBe(true);
  await saveScreenshot(page, 'subscription-thanks-desktop');
  await deliverStripeEvent(request, stripe.invoicePaid);

  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription.getByText('Active', { exact: true })).toBeVisible();
  await expect(subscription.getByText('Monthly', { exact: true })).toBeVisible();
  const renewal = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(stripe.periodEnd);
  await expect(subscription.getByText(`Renews on ${renewal}`)).toBeVisible();
  // The paid invoice brought the plan's month of minutes (spec §9: 1,800 by default).
  const minutes = (trialMinutes + 1800).toLocaleString('en');
  await expect(subscription.getByText(minutes, { exact: true })).toBeVisible();
  await expect(subscription.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
    'href',
    '/api/subscription/edit',
  );
  await expect(
    page.getByRole('region', { name: 'Workspace' }).getByText('USD', { exact: true }),
  ).toBeVisible();
  await saveScreenshot(page, 'settings-subscribed-desktop');
});
