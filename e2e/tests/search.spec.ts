import { expect, type Page } from '@playwright/test';
import { mediaTime, player, savedSegments, transcript } from '../support/editor-page';
import { expectNoSidewaysScroll } from '../support/layout';
import { PHONE } from '../support/screens';
import { saveScreenshot } from '../support/screenshots';
import { farmRecording } from '../support/speech';
import { ownerContext, testWithUpload } from '../support/uploaded-transcription';

// The farm recording, transcribed once by the real engine: its later sentences start well into it.
const test = testWithUpload({ file: farmRecording, name: 'Search on the farm', speakers: false });
test.describe.configure({ timeout: 90_000 });

const LANGUAGES = [
  { code: 'en', button: 'English', title: 'Search' },
  { code: 'es', button: 'Español', title: 'Búsqueda' },
  { code: 'ja', button: '日本語', title: '検索' },
];

/** The segment that says `word`, as the server saved it. */
async function segmentSaying(page: Page, id: string, word: RegExp) {
  const segments = await savedSegments(page, 'transcriptions', id);
  const segment = segments.find((candidate) => word.test(candidate.text));
  expect(segment, `a segment saying ${word}`).toBeDefined();
  return { text: segment!.text, start: segment!.words[0]?.start ?? 0 };
}

test('the top bar search finds a word in a transcript and opens the editor and the player at that moment', async ({
  browser,
  uploaded,
}) => {
  const page = await (await ownerContext(browser, uploaded)).newPage();
  await page.goto('/dashboard');
  const said = await segmentSaying(page, uploaded.id, /village/i);

  // `/` reaches the field from anywhere on the page; another form of the word finds it (English stems).
  const field = page.getByRole('searchbox', { name: 'Search transcripts' });
  await expect(field, 'the app has started').toBeVisible();
  await page.keyboard.press('/');
  await expect(field).toBeFocused();
  await field.fill('villages');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=villages$/);

  const result = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: uploaded.name }) });
  const moment = result.getByRole('link').filter({ has: page.locator('mark', { hasText: /village/i }) });
  await expect(moment).toHaveCount(1);
  await saveScreenshot(page, 'search-results-desktop-en');

  await moment.click();
  await expect(page).toHaveURL(new RegExp(`/resource/transcriptions/${uploaded.id}\\?t=`));
  const spokenThere = transcript(page)
    .getByText(/village/i)
    .first();
  await expect(spokenThere).toBeInViewport();
  await expect.poll(async () => Math.abs((await mediaTime(page)) - said.start)).toBeLessThan(0.5);
  await expect(player(page)).toBeVisible();
  await page.context().close();
});

test('the search page and the phone search field, on a desktop and a 390px phone, in English, Spanish and Japanese', async ({
  browser,
  uploaded,
}) => {
  const page = await (await ownerContext(browser, uploaded)).newPage();
  await page.goto('/search?q=chicken');
  await expect(page.getByRole('link', { name: uploaded.name })).toBeVisible();

  let current = 'EN';
  for (const language of LANGUAGES) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: new RegExp(`^${current} ·`) }).click();
    await page.getByRole('button', { name: language.button, exact: true }).click();
    current = language.code.toUpperCase();
    await expect(page.getByRole('heading', { name: language.title, exact: true })).toBeVisible();
    await expect(page.locator('mark').first()).toBeVisible();
    await saveScreenshot(page, `search-page-desktop-${language.code}`);
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `search-page-mobile-${language.code}`);
  }

  // On a phone the top bar has a button that lays the field over the bar; Escape puts it away.
  await page.getByRole('button', { name: '文字起こしを検索' }).click();
  const field = page.getByRole('searchbox', { name: '文字起こしを検索' }).first();
  await expect(field).toBeFocused();
  await field.fill('farmer');
  await saveScreenshot(page, 'search-field-mobile-ja', { fullPage: false });
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=farmer$/);
  await expect(page.getByRole('link', { name: uploaded.name })).toBeVisible();
  await page.context().close();
});
