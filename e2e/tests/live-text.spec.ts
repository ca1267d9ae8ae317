import { expect, test } from '@playwright/test';
import { realCallLooped } from '@whispy/test-kit/real-speech';
import { expectNoSidewaysScroll } from '../support/layout';
import { PHONE } from '../support/screens';
import { saveScreenshot } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { prepareUpload, startUpload } from '../support/upload-page';

const LANGUAGES = [
  { code: 'en', button: 'English', sofar: 'Text so far', left: /about .+ left/ },
  { code: 'es', button: 'Español', sofar: 'Texto hasta ahora', left: /quedan unos .+/ },
  { code: 'ja', button: '日本語', sofar: 'ここまでのテキスト', left: /残り約 .+/ },
];

test('a two-minute real recording shows its words while it is transcribed, then opens in the editor', async ({
  page,
}) => {
  // Speaker detection makes the job long enough on a 2-core machine to watch it being made.
  test.setTimeout(300_000);
  await signInAndAcceptTerms(page, uniqueUser('Lia'));
  await page.goto('/resource/transcriptions/create');
  await prepareUpload(page, realCallLooped(2), 'Long call');
  await page.getByRole('switch', { name: 'Detect speakers' }).check();
  await startUpload(page, 'Long call');
  await page.getByRole('link', { name: 'Open transcription' }).click();

  const sofar = page.getByRole('region', { name: 'Text so far' });
  // The call's first words ("This is Diane in New Jersey…"), while the job still runs.
  await expect(sofar).toContainText(/New Jersey/i, { timeout: 120_000 });
  await expect(page.getByRole('region', { name: 'Transcript' })).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText(LANGUAGES[0]!.left, { timeout: 30_000 });
  // Read-only: nothing in it to type into or press.
  await expect(sofar.getByRole('textbox')).toHaveCount(0);
  await expect(sofar.getByRole('button')).toHaveCount(0);

  let current = 'EN';
  for (const language of LANGUAGES) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: new RegExp(`^${current} ·`) }).click();
    await page.getByRole('button', { name: language.button, exact: true }).click();
    current = language.code.toUpperCase();
    await expect(page.getByRole('region', { name: language.sofar })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(language.left);
    await saveScreenshot(page, `live-text-desktop-${language.code}`);
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `live-text-mobile-${language.code}`);
  }
  await page.getByRole('button', { name: /^JA ·/ }).click();
  await page.getByRole('button', { name: 'English', exact: true }).click();

  // The completed transcript, with speakers, replaces the text made so far.
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript.locator('[data-word]').first()).toBeVisible({ timeout: 240_000 });
  await expect(page.getByRole('region', { name: 'Text so far' })).toHaveCount(0);
  await expect(transcript).toContainText(/New Jersey/i);
});
