import { expect } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { PHONE } from '../support/screens';
import { saveScreenshot } from '../support/screenshots';
import { foxRecording } from '../support/speech';
import { ownerContext, testWithUpload } from '../support/uploaded-transcription';

const test = testWithUpload({ file: foxRecording, name: 'Fox on every line', speakers: false });
test.describe.configure({ timeout: 90_000 });

/** One more segment saying the word than a search ranks (SEARCH_CANDIDATES on the server). */
const LINES = 1_001;

const LANGUAGES = [
  {
    code: 'en',
    button: 'English',
    notice: /Showing the best (match|\d+ matches), from the newest transcripts/,
  },
  {
    code: 'es',
    button: 'Español',
    notice: /(Se muestra la mejor coincidencia|Se muestran las \d+ mejores coincidencias)/,
  },
  { code: 'ja', button: '日本語', notice: /最新の文字起こしから最も一致する(結果| \d+ 件)を表示しています/ },
];

test('a word said more often than one search ranks shows the notice to narrow it, on a desktop and a 390px phone, in English, Spanish and Japanese', async ({
  browser,
  uploaded,
}) => {
  const context = await ownerContext(browser, uploaded);
  // The transcript is edited through the API, as the editor saves it: a fox on every line. No page is
  // open yet: each page load asks for a new XSRF cookie, which would replace the one read here.
  await context.request.get('/api/csrf');
  const detail = (await (await context.request.get(`/api/transcriptions/${uploaded.id}`)).json()).result;
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  // Every line within the recording, as the server checks.
  const step = detail.duration / (LINES + 1);
  const segments = Array.from({ length: LINES }, (_, index) => ({
    id: index,
    start: index * step,
    end: (index + 1) * step,
    text: `Line ${index}: the fox runs.`,
    speaker: null,
    words: [],
  }));
  const saved = await context.request.put(`/api/transcriptions/${uploaded.id}/transcript`, {
    data: { version: detail.version, speakers: detail.speakers, segments },
    headers: { 'x-xsrf-token': csrf },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  const page = await context.newPage();
  await page.goto('/search?q=fox');
  await expect(page.getByRole('link', { name: uploaded.name })).toBeVisible();
  let current = 'EN';
  for (const language of LANGUAGES) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: new RegExp(`^${current} ·`) }).click();
    await page.getByRole('button', { name: language.button, exact: true }).click();
    current = language.code.toUpperCase();
    await expect(page.getByText(language.notice)).toBeVisible();
    await saveScreenshot(page, `search-truncated-desktop-${language.code}`);
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `search-truncated-mobile-${language.code}`);
  }
  await context.close();
});
