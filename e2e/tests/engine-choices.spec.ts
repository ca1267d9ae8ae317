import { expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { DESKTOP, SCREENS } from '../support/screens';
import { saveElementScreenshot, saveScreenshot } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { foxRecording, spanishRecording } from '../support/speech';
import { prepareUpload, startUpload } from '../support/upload-page';

// Two runs of the real engine on a few seconds of speech.
test.describe.configure({ timeout: 240_000 });

const LANGUAGES = [
  {
    lng: 'en',
    spoken: 'Spoken language',
    englishOnly: 'Only its English model',
    bashkir: 'Bashkir',
    tibetan: 'Tibetan',
    runAgain: 'Run again',
  },
  {
    lng: 'es',
    spoken: 'Idioma hablado',
    englishOnly: 'solo está instalado su modelo en inglés',
    bashkir: 'Baskir',
    tibetan: 'Tibetano',
    runAgain: 'Volver a ejecutar',
  },
  {
    lng: 'ja',
    spoken: '話されている言語',
    englishOnly: '英語専用モデルしかない',
    bashkir: 'バシキール語',
    tibetan: 'チベット語',
    runAgain: '再実行',
  },
] as const;

const INSTALL_TINY = 'npm run models -- install whispy-tiny';
const penguin = (page: Page) => page.locator('input[type=radio][value="whispy-tiny"]');

/**
 * Uploads `file` with Penguin and the spoken language `language`, opens its page and waits for `words`;
 * answers the page's address.
 */
async function transcribeThroughPage(page: Page, file: string, language: 'en' | 'auto', words: RegExp) {
  await page.goto('/resource/transcriptions/create');
  await prepareUpload(page, file, 'Recording');
  await page.getByLabel('Spoken language').selectOption(language);
  await expect(penguin(page)).toBeChecked();
  await startUpload(page, 'Recording');
  await page.getByRole('link', { name: 'Open transcription' }).click();
  await expect(page.getByRole('region', { name: 'Transcript' })).toContainText(words, { timeout: 150_000 });
  return page.url();
}

test('the upload page disables an engine that cannot run the chosen language, with the reason and the install command, in each language at both widths', async ({
  page,
}) => {
  await signInAndAcceptTerms(page, uniqueUser('Noa'));
  for (const language of LANGUAGES) {
    for (const { label, viewport } of SCREENS) {
      await page.setViewportSize(viewport);
      await page.goto(`/resource/transcriptions/create?lng=${language.lng}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language.lng);
      const spoken = page.getByLabel(language.spoken, { exact: true });
      // The first answer on engine choices asks the engine process, which a busy machine may start slowly.
      await expect(spoken).toBeVisible({ timeout: 30_000 });
      // Every language has its name, Bashkir and Tibetan included (Chromium's own data names neither).
      await expect(spoken.locator('option[value="ba"]')).toHaveText(language.bashkir);
      await expect(spoken.locator('option[value="bo"]')).toHaveText(language.tibetan);
      // This server has tiny.en only for Penguin: automatic language and English run, Spanish cannot.
      await spoken.selectOption('auto');
      await expect(penguin(page)).toBeEnabled();
      await spoken.selectOption('es');
      await expect(penguin(page)).toBeDisabled();
      const card = page.locator('label').filter({ has: penguin(page) });
      await expect(card).toContainText(language.englishOnly);
      await expect(card.getByText(INSTALL_TINY)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await saveElementScreenshot(
        page.locator('fieldset').filter({ has: penguin(page) }),
        `engine-choices-${language.lng}-${label}`,
      );
      await spoken.selectOption('en');
      await expect(penguin(page)).toBeEnabled();
    }
  }
});

test('a finished transcription runs again with another engine as a new transcription, the original kept', async ({
  page,
}) => {
  await signInAndAcceptTerms(page, uniqueUser('Ravi'));
  const original = await transcribeThroughPage(page, foxRecording(), 'en', /quick brown fox/i);

  // The dialog, in each language at both widths, opened and left with the keyboard.
  for (const language of LANGUAGES) {
    for (const { label, viewport } of SCREENS) {
      await page.setViewportSize(viewport);
      await page.goto(`${original}?lng=${language.lng}`);
      const open = page.getByRole('button', { name: language.runAgain, exact: true });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('input[type=radio][value="whispy-base"]')).toBeEnabled();
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `run-again-${language.lng}-${label}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
    }
  }

  await page.setViewportSize(DESKTOP);
  await page.goto(`${original}?lng=en`);
  await page.getByRole('button', { name: 'Run again', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Run again with another engine or language' });
  await dialog.getByRole('radio', { name: /Elephant/ }).check();
  await dialog.getByRole('button', { name: 'Run again', exact: true }).click();
  await expect(page).not.toHaveURL(original);
  await expect(page.getByRole('region', { name: 'Transcript' })).toContainText(/quick brown fox/i, {
    timeout: 150_000,
  });
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('whispy-base');
  await expect(details).toContainText('Modelbase');
  await saveScreenshot(page, 'run-again-done-desktop');

  // The original is still there with its own engine.
  await page.goto(original);
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('tiny.en');
});

test('Penguin with automatic language transcribes a Spanish recording on Elephant, and the details say so', async ({
  page,
}) => {
  await signInAndAcceptTerms(page, uniqueUser('Lucia'));
  const transcriptionUrl = await transcribeThroughPage(
    page,
    spanishRecording(),
    'auto',
    /historia de la ciudad/i,
  );
  const standIn = {
    en: 'Penguin has only its English model on this server, so Elephant transcribed this Spanish recording.',
    es: 'Pingüino solo tiene su modelo en inglés en este servidor, así que Elefante transcribió esta grabación en español.',
    ja: 'このサーバーのペンギンには英語モデルしかないため、このスペイン語の録音はゾウが文字起こししました。',
  };
  for (const language of LANGUAGES) {
    for (const { label, viewport } of SCREENS) {
      await page.setViewportSize(viewport);
      await page.goto(`${transcriptionUrl}?lng=${language.lng}`);
      const details = page.locator('#transcription-details');
      await expect(details).toContainText(standIn[language.lng]);
      await expect(details).toContainText('base');
      await expectNoSidewaysScroll(page);
      await saveElementScreenshot(details, `model-stand-in-${language.lng}-${label}`);
    }
  }
});
