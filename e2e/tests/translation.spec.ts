import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { SCREENS } from '../support/screens';
import { saveElementScreenshot, saveScreenshot } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { spanishRecording } from '../support/speech';
import { prepareUpload, startUpload } from '../support/upload-page';

// One run of the real engine (whispy-base) on a few seconds of Spanish.
test.describe.configure({ timeout: 240_000 });

const LANGUAGES = [
  { lng: 'en', translate: 'Translate to English' },
  { lng: 'es', translate: 'Traducir al inglés' },
  { lng: 'ja', translate: '英語に翻訳' },
] as const;

test('the upload page offers "Translate to English", in each language at both widths, by keyboard', async ({
  page,
}) => {
  await signInAndAcceptTerms(page, uniqueUser('Lea'));
  for (const language of LANGUAGES) {
    for (const { label, viewport } of SCREENS) {
      await page.setViewportSize(viewport);
      await page.goto(`/resource/transcriptions/create?lng=${language.lng}`);
      const translate = page.getByRole('switch', { name: language.translate });
      // The first answer on engine choices asks the engine process, which a busy machine may start slowly.
      await expect(translate).toBeEnabled({ timeout: 30_000 });
      await translate.focus();
      await page.keyboard.press('Space');
      await expect(translate).toBeChecked();
      await expectNoSidewaysScroll(page);
      await saveElementScreenshot(
        page.locator('#upload-settings'),
        `translate-switch-${language.lng}-${label}`,
      );
    }
  }
});

test('a Spanish recording uploaded with "Translate to English" reads in English, marked as a translation', async ({
  page,
}) => {
  await signInAndAcceptTerms(page, uniqueUser('Tomas'));
  await page.goto('/resource/transcriptions/create');
  await prepareUpload(page, spanishRecording(), 'Historia');
  await page.getByLabel('Spoken language').selectOption('auto');
  await page.locator('input[type=radio][value="whispy-base"]').check();
  await page.getByRole('switch', { name: 'Translate to English' }).click();
  await startUpload(page, 'Historia');
  await page.getByRole('link', { name: 'Open transcription' }).click();
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript).toContainText(/\b(today|history|city|talk)\b/i, { timeout: 150_000 });
  await expect(transcript).not.toContainText(/\b(hoy|historia|ciudad)\b/i);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Translated to English');
  await expect(details).toContainText('Spanish');
  await saveScreenshot(page, 'translation-done-desktop');
});
