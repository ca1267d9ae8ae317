import { expect, test } from '@playwright/test';
import { botMessagesTo, uniqueTelegramUser, userSendsToBot } from '../support/fake-telegram';
import { expectNoSidewaysScroll } from '../support/layout';
import { PHONE } from '../support/screens';
import { saveScreenshot, waitForToastsToLeave } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';

test('telegram: connect opens the bot with a one-time link, the page follows the chat being linked, and disconnect tells the chat', async ({
  page,
  context,
  request,
}) => {
  const user = uniqueUser('Tia');
  const telegramUser = uniqueTelegramUser();
  // t.me cannot be reached from here: the tab the page opens gets a stand-in.
  await context.route('https://t.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Telegram</title><h1>Telegram</h1>' }),
  );
  await signInAndAcceptTerms(page, user);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Edit user' }).click();
  const integrations = page.getByRole('region', { name: 'Integrations' });

  const botTab = context.waitForEvent('page');
  await integrations.getByRole('button', { name: 'Connect Telegram' }).click();
  const deepLink = new URL((await botTab).url());
  expect(deepLink.origin).toBe('https://t.me');
  const token = deepLink.searchParams.get('start') ?? '';
  expect(token).not.toBe('');
  await page.bringToFront();
  await expect(integrations.getByText('Waiting for you to press Start in Telegram…')).toBeVisible();
  await expect(integrations.getByRole('link', { name: /Open Telegram/ })).toHaveAttribute(
    'href',
    deepLink.href,
  );
  const countdown = integrations.getByText(/^The link is valid for [45]:\d\d\.$/);
  const shown = await countdown.textContent();
  await expect(countdown).not.toHaveText(shown ?? '');
  await saveScreenshot(page, 'telegram-connecting-desktop');

  await userSendsToBot(request, telegramUser, `/start ${token}`);
  await expect(integrations.getByText(`Connected as @${telegramUser.username}`)).toBeVisible();
  expect(await botMessagesTo(request, telegramUser)).toEqual([
    expect.stringMatching(
      new RegExp(`^Connected! This chat now belongs to your Whispy account ${user.email}\\.`),
    ),
  ]);
  await waitForToastsToLeave(page);
  await saveScreenshot(page, 'telegram-connected-desktop');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'telegram-connected-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });

  await integrations.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disconnect Telegram?' });
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(integrations.getByRole('button', { name: 'Connect Telegram' })).toBeVisible();
  await expect
    .poll(() => botMessagesTo(request, telegramUser))
    .toContain("This chat was disconnected from Whispy. You won't receive notifications here anymore.");
});
