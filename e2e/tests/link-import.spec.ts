import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { SCREENS } from '../support/screens';
import { saveElementScreenshot } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { foxRecording } from '../support/speech';

// The journey waits for the real tiny engine to transcribe what the server fetched.
test.describe.configure({ timeout: 150_000 });

/** A media server on loopback (the e2e server allows it, OUTBOUND_ALLOW=loopback), as a link would point to. */
let media: Server;
let base: string;

test.beforeAll(async () => {
  const fox = readFileSync(foxRecording());
  media = createServer((request, response) => {
    if (request.url === '/talks/quick-brown-fox.wav')
      response.writeHead(200, { 'content-type': 'audio/wav', 'content-length': fox.length }).end(fox);
    else response.writeHead(404).end('no such file');
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
});
test.afterAll(() => {
  media.closeAllConnections();
  media.close();
});

async function openUploadPage(page: Page, lng = 'en') {
  await page.goto(`/resource/transcriptions/create?lng=${lng}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  // The page waits for the limits and engines: slow on a machine shared with other suites.
  await expect(page.locator('#from-link')).toBeVisible({ timeout: 15_000 });
}

test('a pasted link is fetched by the server and transcribed with its words', async ({ page }) => {
  await signInAndAcceptTerms(page, uniqueUser('Lina'));
  await openUploadPage(page);
  await page.getByLabel('Spoken language').selectOption('en');
  await page.getByRole('radio', { name: /Penguin/ }).check();

  const field = page.getByRole('textbox', { name: 'Link to an audio or video file' });
  await field.fill(`${base}/talks/quick-brown-fox.wav`);
  await field.press('Enter');
  const started = page.getByRole('list', { name: 'Links being fetched' });
  await expect(started.getByText('quick-brown-fox.wav', { exact: true })).toBeVisible();
  await expect(started.getByText('Completed')).toBeVisible({ timeout: 120_000 });

  await started.getByRole('link', { name: 'Open transcription' }).click();
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript).toContainText(/quick brown fox/i, { timeout: 30_000 });
});

const FAILED = { en: 'Failed', es: 'Fallida', ja: '失敗' } as const;

test('the link field, and a link that failed, in each language at both widths', async ({ page }) => {
  await signInAndAcceptTerms(page, uniqueUser('Noa'));
  for (const lng of ['en', 'es', 'ja'] as const) {
    for (const { label, viewport } of SCREENS) {
      await page.setViewportSize(viewport);
      await openUploadPage(page, lng);
      const card = page.locator('#from-link');
      await saveElementScreenshot(card, `upload-link-${lng}-${label}`);
      await card.getByRole('textbox').fill(`${base}/talks/missing.wav`);
      await card.getByRole('button').click();
      await expect(card.getByText(FAILED[lng], { exact: false })).toBeVisible({ timeout: 15_000 });
      await expectNoSidewaysScroll(page);
      await saveElementScreenshot(card, `upload-link-failed-${lng}-${label}`);
    }
  }
});
