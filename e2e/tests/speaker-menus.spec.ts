import { expect, type Page } from '@playwright/test';
import { openTranscript, saveStatus, speakerChips, transcript } from '../support/editor-page';
import { expectNoSidewaysScroll } from '../support/layout';
import { SCREENS } from '../support/screens';
import { saveScreenshot } from '../support/screenshots';
import { farmRecording } from '../support/speech';
import { ownerContext, testWithUpload } from '../support/uploaded-transcription';

const test = testWithUpload({ file: farmRecording, name: 'Speaker menus on the farm', speakers: true });
test.describe.configure({ timeout: 300_000 });

/** Each language's names for the speaker chip and the row's "…" button, and its list search field. */
const LANGUAGES = [
  {
    code: 'en',
    button: 'English',
    chip: /^Speaker: /,
    moveTo: 'Move to',
    row: /^More actions for the segment at /,
    fromHere: 'From here on, spoken by',
    filter: 'Search by name',
  },
  {
    code: 'es',
    button: 'Español',
    chip: /^Hablante: /,
    moveTo: 'Mover a',
    row: /^Más acciones para el segmento en /,
    fromHere: 'Desde aquí, habla',
    filter: 'Buscar por nombre',
  },
  {
    code: 'ja',
    button: '日本語',
    chip: /^話者: /,
    moveTo: '移動先',
    row: /のセグメントのその他の操作$/,
    fromHere: 'ここからの話者',
    filter: '名前で検索',
  },
];
async function chooseLanguage(page: Page, from: string, to: (typeof LANGUAGES)[number]) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: new RegExp(`^${from} ·`) }).click();
  await page.getByRole('button', { name: to.button, exact: true }).click();
}

test('the speaker chip and the row menu list the other speakers alike, and the search fields look alike, on a desktop and a 390px phone, in English, Spanish and Japanese', async ({
  browser,
  uploaded,
}) => {
  const page = await (await ownerContext(browser, uploaded)).newPage();
  await openTranscript(page, uploaded.path);
  const [firstSpeaker] = await speakerChips(page).allTextContents();

  // Two speakers to choose between: the first segment alone to a new one, the rest back to the first.
  await speakerChips(page).first().click();
  await page.getByRole('button', { name: 'New speaker' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  // Saved, as a person's next click comes after the autosave: the first speaker speaks nowhere now, and
  // the saved transcript no longer lists them, but the editor still offers them.
  await expect(saveStatus(page, 'Unsaved changes')).toBeVisible();
  await expect(saveStatus(page, 'All changes saved')).toBeVisible();
  await transcript(page).getByRole('button', { name: LANGUAGES[0]!.row }).nth(1).click();
  const fromHere = page.getByRole('list', { name: 'From here on, spoken by' });
  await fromHere.getByRole('button', { name: firstSpeaker!.trim() }).click();
  await expect(speakerChips(page)).toHaveCount(2);

  let current = 'EN';
  for (const language of LANGUAGES) {
    await chooseLanguage(page, current, language);
    current = language.code.toUpperCase();
    for (const size of SCREENS) {
      await page.setViewportSize(size.viewport);
      // By the page: the transcript region's own name is translated too.
      await page.getByRole('button', { name: language.chip }).first().click();
      await expect(page.getByRole('list', { name: language.moveTo })).toBeVisible();
      await saveScreenshot(page, `speaker-menu-${size.label}-${language.code}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: language.row }).nth(2).click();
      await expect(page.getByRole('list', { name: language.fromHere })).toBeVisible();
      await saveScreenshot(page, `segment-menu-${size.label}-${language.code}`, { fullPage: false });
      await page.keyboard.press('Escape');
    }
  }

  await page.goto('/resource/transcriptions');
  current = 'JA';
  for (const language of LANGUAGES) {
    await chooseLanguage(page, current, language);
    current = language.code.toUpperCase();
    for (const size of SCREENS) {
      await page.setViewportSize(size.viewport);
      const filter = page.getByRole('searchbox', { name: language.filter });
      await filter.fill('farm');
      await expect(page.getByText(uploaded.name).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `list-search-${size.label}-${language.code}`, { fullPage: false });
      await filter.fill('');
    }
  }
  await page.context().close();
});
