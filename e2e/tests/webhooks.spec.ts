import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { SCREENS } from '../support/screens';
import { saveScreenshot, waitForToastsToLeave } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';

const LANGUAGES = [
  { code: 'es', button: 'Español', title: 'Webhooks salientes' },
  { code: 'ja', button: '日本語', title: 'Webhook' },
  { code: 'en', button: 'English', title: 'Webhooks' },
];
/** A receiver on loopback (the e2e server allows it) that takes every message with 204. */
let receiver: Server;
let receiverUrl: string;
const received: string[] = [];
test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    received.push(String(request.headers['webhook-id']));
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/whispy`;
});
test.afterAll(() => {
  receiver.closeAllConnections();
  receiver.close();
});

async function screenshotEverywhere(page: Page, name: string) {
  let current = 'EN';
  for (const language of LANGUAGES) {
    await page.getByRole('button', { name: new RegExp(`^${current} ·`) }).click();
    await page.getByRole('button', { name: language.button, exact: true }).click();
    current = language.code.toUpperCase();
    for (const size of SCREENS) {
      await page.setViewportSize(size.viewport);
      await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();
      // The language menu leaves the pointer where toasts show, which holds them on screen.
      await page.mouse.move(0, size.viewport.height - 1);
      await waitForToastsToLeave(page);
      if (size.label === 'mobile') await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `${name}-${size.label}-${language.code}`);
    }
  }
}

test('an owner adds a webhook from the settings, copies its secret, sends a test and reads the log', async ({
  page,
}) => {
  await signInAndAcceptTerms(page, uniqueUser('Hooks'));
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/settings\/webhooks$/);

  // Keyboard only: the URL field, the two events, the button.
  await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiverUrl);
  await page.getByRole('checkbox', { name: 'Transcription failed' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const secret = page.getByText(/^whsec_/);
  await expect(secret).toBeVisible();
  await screenshotEverywhere(page, 'webhooks-secret');

  await page.getByRole('button', { name: 'Done', exact: true }).click();
  const list = page.getByRole('list', { name: 'Webhook endpoints' });
  await expect(list.getByText(receiverUrl)).toBeVisible();
  await expect(list.getByText('Transcription completed', { exact: true })).toBeVisible();
  await list.getByRole('button', { name: 'Send test' }).click();
  const log = list.getByRole('list', { name: 'Deliveries' });
  await expect(log.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
  await expect(log.getByText(/1 attempt · HTTP 204/)).toBeVisible();
  expect(received).toHaveLength(1);

  // An address the guard refuses: the log says why in the reader's words, apart from any answer.
  const inward = 'http://169.254.169.254/latest/meta-data/';
  await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(inward);
  await page.getByRole('button', { name: 'Add webhook' }).click();
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  const refused = list.getByRole('listitem').filter({ hasText: inward });
  await refused.getByRole('button', { name: 'Send test' }).click();
  await expect(refused.getByText('Not sent: the address is not public.')).toBeVisible({ timeout: 15_000 });
  await screenshotEverywhere(page, 'webhooks-log');
});
