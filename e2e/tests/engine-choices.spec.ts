import { expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { saveElementScreenshot, saveScreenshot } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { foxRecording } from '../support/speech';
import { prepareUpload, startUpload } from '../support/upload-page';

// Two runs of the real engine on a few seconds of speech.
test.describe.configure({ timeout: 240_000 });

const LANGUAGES = [
  {
    lng: 'en',
    englishOnly: 'Only its English model',
    bashkir: 'Bashkir',
    tibetan: 'Tibetan',
    runAgain: 'Run again',
  },
  {
    lng: 'es',
    englishOnly: 'solo está instalado su modelo en inglés',
    bashkir: 'Baskir',
    tibetan: 'Tibetano',
    runAgain: 'Volver a ejecutar',
  },
  {
    lng: 'ja',
    englishOnly: '英語専用モデルしかない',
    bashkir: 'バシキール語',
    tibetan: 'チベット語',
    runAgain: '再実行',
  },
] as const;

const WIDTHS = [
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

const INSTALL_TINY = 'npm run models -- install whispy-tiny';
const penguin = (page: Page) => page.locator('input[type=radio][value="whispy-tiny"]');

test('the upload page disables an engine that cannot run the chosen language, with the reason and the install command, in each language at both widths', async ({
  page,
}) => {
  await signInAndAcceptTerms(page, uniqueUser('Noa'));
  for (const language of LANGUAGES) {
    for (const { label, viewport } of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto(`/resource/transcriptions/create?lng=${language.lng}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language.lng);
      const spoken = page.locator('select').first();
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
  const name = 'Fox run twice';
  await signInAndAcceptTerms(page, uniqueUser('Ravi'));
  await page.goto('/resource/transcriptions/create');
  await prepareUpload(page, foxRecording(), name);
  await startUpload(page, name);
  await page.getByRole('link', { name: 'Open transcription' }).click();
  await expect(page.getByRole('region', { name: 'Transcript' })).toContainText(/quick brown fox/i, {
    timeout: 150_000,
  });
  const original = page.url();

  // The dialog, in each language at both widths, opened and left with the keyboard.
  for (const language of LANGUAGES) {
    for (const { label, viewport } of WIDTHS) {
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

  await page.setViewportSize(WIDTHS[0].viewport);
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
