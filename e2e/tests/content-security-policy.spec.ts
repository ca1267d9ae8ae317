import { expect, type Page } from '@playwright/test';
import { mediaPlaying, openTranscript, player, transcriptWords } from '../support/editor-page';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { foxRecording } from '../support/speech';
import { testWithUpload } from '../support/uploaded-transcription';

const test = testWithUpload({ file: foxRecording, name: 'Fox under the policy', speakers: false });
test.describe.configure({ timeout: 120_000 });

/**
 * Every Content-Security-Policy violation the page reports, from the `securitypolicyviolation` event
 * (in every document, before any script of the page runs) and from the console, where the browser also
 * says when it blocked something.
 */
async function watchViolations(page: Page) {
  const seen: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('signing in, the dashboard, uploading, playing a transcript and the settings break no policy', async ({
  browser,
  uploaded,
}) => {
  const context = await browser.newContext({ baseURL: uploaded.baseURL });
  const page = await context.newPage();
  const violations = await watchViolations(page);

  await signInAndAcceptTerms(page, uniqueUser('Policy'));
  await expect(page.getByRole('heading', { name: /welcome/i })).toBeVisible();
  await page.goto('/resource/transcriptions/create');
  await expect(page.getByLabel('Choose files')).toBeAttached();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  await page.goto('/api/docs');
  await expect(page.getByText('Whispy API').first()).toBeVisible();
  await context.close();

  // The owner's transcript: the waveform, the player and the live channel.
  const owner = await browser.newContext({ baseURL: uploaded.baseURL, storageState: uploaded.ownerSession });
  const ownerPage = await owner.newPage();
  const ownerViolations = await watchViolations(ownerPage);
  await openTranscript(ownerPage, uploaded.path);
  await expect(transcriptWords(ownerPage).first()).toBeVisible();
  await expect(player(ownerPage).locator('canvas, div[part]').first()).toBeAttached();
  await player(ownerPage).getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => mediaPlaying(ownerPage)).toBe(true);
  await owner.close();

  expect([...violations, ...ownerViolations]).toEqual([]);
});
