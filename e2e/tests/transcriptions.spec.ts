import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { PHONE } from '../support/screens';
import { saveScreenshot } from '../support/screenshots';
import { signInAndAcceptTerms, type TestUser, uniqueUser } from '../support/sign-in';
import { foxRecording, textFileNamedAsAudio } from '../support/speech';
import { prepareUpload, startUpload, uploadThroughPage } from '../support/upload-page';

// Each journey waits for the real tiny engine to transcribe a few seconds of speech.
test.describe.configure({ timeout: 120_000 });

const FOX_WORDS = /quick brown fox/i;
const PROCESSING = 'Processing, come back later';

/** Screenshots the transcription page while it still says "come back later", when the test catches it. */
async function screenshotWhileProcessing(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (await page.getByText(PROCESSING).isVisible()) await saveScreenshot(page, name);
}

/** Waits on the transcription page, without reloading it, for the transcript to arrive. */
async function expectTranscriptOfFox(page: Page) {
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript).toBeVisible({ timeout: 90_000 });
  await expect(transcript).toContainText(FOX_WORDS);
}

/** Signs `user` in from a browser context of their own, as another person on another computer would. */
async function signInElsewhere(browser: Browser, baseURL: string, user: TestUser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAndAcceptTerms(page, user);
  return page;
}

test('an uploaded recording turns completed in the open list without a reload, and its page shows the words', async ({
  page,
  context,
}) => {
  const name = 'Fox in the studio';
  await signInAndAcceptTerms(page, uniqueUser('Ida'));
  await page.getByRole('link', { name: 'Transcriptions', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No transcriptions yet' })).toBeVisible();

  // The list is open in a second tab from before the upload, so the journey sees the row arrive and
  // finish by live events alone instead of finding it already done.
  const list = await context.newPage();
  await list.goto('/resource/transcriptions');
  await expect(list.getByRole('heading', { name: 'No transcriptions yet' })).toBeVisible();
  await list.evaluate(() => Object.assign(window, { e2eNeverReloaded: true }));

  await page.getByRole('link', { name: 'New transcription' }).first().click();
  await expect(page).toHaveURL(/\/resource\/transcriptions\/create$/);
  await prepareUpload(page, foxRecording(), name);
  await startUpload(page, name);
  await expect(page.getByRole('progressbar', { name: `Upload progress of ${name}` })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'upload-done-desktop');

  await page.getByRole('link', { name: 'Open transcription' }).click();
  await screenshotWhileProcessing(page, 'transcription-processing-desktop');

  await list.bringToFront();
  const row = list.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
  expect(await list.evaluate(() => 'e2eNeverReloaded' in window), 'the list was never reloaded').toBe(true);
  await saveScreenshot(list, 'transcriptions-list-desktop');

  await row.getByRole('link', { name }).click();
  await expect(list.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectTranscriptOfFox(list);
  await saveScreenshot(list, 'transcription-completed-desktop');

  // The tab that opened the transcription while it was in the works got the words by itself too.
  await page.bringToFront();
  await expectTranscriptOfFox(page);
});

test('a text file named like an MP3 is refused with the reason', async ({ page }) => {
  await signInAndAcceptTerms(page, uniqueUser('Noor'));
  await uploadThroughPage(page, textFileNamedAsAudio('notes.mp3'), 'Notes');
  await page.getByRole('link', { name: 'Open transcription' }).click();
  await expect(page.getByRole('alert')).toContainText('The transcription failed');
  await expect(page.getByRole('alert')).toContainText('This file is not audio or video.');
  await expect(page.getByRole('region', { name: 'Transcript' })).toHaveCount(0);
  await saveScreenshot(page, 'transcription-failed-desktop');

  await page.getByRole('link', { name: 'Back to transcriptions' }).click();
  await expect(page.getByRole('row', { name: /Notes/ }).getByText('Failed', { exact: true })).toBeVisible();
});

test('a transcription made public is read, unchanged, by another user under Public transcriptions', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = 'Fox for everyone';
  const owner = uniqueUser('Olga');
  await signInAndAcceptTerms(page, owner);
  await uploadThroughPage(page, foxRecording(), name);
  await page.getByRole('link', { name: 'Open transcription' }).click();
  await expectTranscriptOfFox(page);
  const publicSwitch = page.getByRole('switch', { name: 'Public' });
  await expect(publicSwitch).toHaveAttribute('aria-checked', 'false');
  await publicSwitch.click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(publicSwitch).toHaveAttribute('aria-checked', 'true');

  const reader = await signInElsewhere(browser, baseURL!, uniqueUser('Rui'));
  const publicLink = reader.getByRole('link', { name: 'Public transcriptions', exact: true });
  await publicLink.click();
  await expect(publicLink).toHaveAttribute('aria-current', 'page');
  // Other journeys of the run may have published transcriptions of the same name.
  const row = reader.getByRole('row').filter({ hasText: name }).filter({ hasText: owner.name });
  await expect(row).toBeVisible();
  await saveScreenshot(reader, 'public-list-desktop');

  await row.getByRole('link', { name }).click();
  await expect(reader.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectTranscriptOfFox(reader);
  const uploadedBy = reader
    .getByRole('region', { name: 'Details' })
    .getByRole('term')
    .filter({ hasText: 'Uploaded by' })
    .locator('xpath=following-sibling::dd');
  await expect(uploadedBy).toHaveText(owner.name);
  await expect(reader.getByRole('link', { name: 'Back to public transcriptions' })).toBeVisible();
  await expect(reader.getByRole('switch')).toHaveCount(0);
  await expect(reader.getByRole('textbox')).toHaveCount(0);
  await expect(reader.getByRole('button', { name: /delete/i })).toHaveCount(0);
  await saveScreenshot(reader, 'public-transcription-desktop');
  await reader.context().close();
});

test('on a 390px phone the upload page, the transcription and the list of cards fit the screen', async ({
  page,
}) => {
  const name = 'Fox on the go';
  await page.setViewportSize(PHONE);
  await signInAndAcceptTerms(page, uniqueUser('Mia'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Transcriptions', exact: true }).click();
  await page.getByRole('link', { name: 'New transcription' }).first().click();

  await prepareUpload(page, foxRecording(), name);
  await expectNoSidewaysScroll(page);
  await startUpload(page, name);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'upload-done-mobile');

  await page.getByRole('link', { name: 'Open transcription' }).click();
  await screenshotWhileProcessing(page, 'transcription-processing-mobile');
  await expectTranscriptOfFox(page);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'transcription-completed-mobile');

  await page.getByRole('link', { name: 'Back to transcriptions' }).click();
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByText('Completed', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'transcriptions-list-mobile');
});
