import { expect, test } from '@playwright/test';
import { councilBriefing } from '@whispy/test-kit/real-speech';
import { transcript, transcriptWords } from '../support/editor-page';
import { expectNoSidewaysScroll } from '../support/layout';
import { DESKTOP, SCREENS } from '../support/screens';
import { saveElementScreenshot, saveScreenshot, waitForToastsToLeave } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { prepareUpload, startUpload } from '../support/upload-page';

const LANGUAGES = [
  { lng: 'en', glossary: 'Glossary', words: 'Names and terms to listen for' },
  { lng: 'es', glossary: 'Glosario', words: 'Nombres y términos que escuchar' },
  { lng: 'ja', glossary: '用語集', words: '聞き取ってほしい名前と用語' },
] as const;
test('a glossary name the engine misspells comes out right in the transcript', async ({ page }) => {
  // One real transcription with whispy-tiny on a loaded 2-core machine, and twelve pictures.
  test.setTimeout(300_000);
  const audio = councilBriefing();
  await signInAndAcceptTerms(page, uniqueUser('Gloria'));

  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Glossary' });
  const entries = card.getByRole('textbox', { name: 'Names and terms, one per line' });
  await entries.fill('Mosqueda\nMorales\nGonzález\nHerbold');
  await expect(card.getByText('4 of 200 entries')).toBeVisible();
  await card.getByRole('button', { name: 'Save glossary' }).press('Enter');
  await expect(page.getByText('Glossary saved.')).toBeVisible();
  await waitForToastsToLeave(page);

  for (const language of LANGUAGES) {
    for (const size of SCREENS) {
      await page.setViewportSize(size.viewport);
      await page.goto(`/settings?lng=${language.lng}`);
      const localCard = page.getByRole('region', { name: language.glossary });
      await expect(localCard.getByRole('textbox')).toHaveValue(/^Mosqueda\nMorales/);
      if (size.label === 'mobile') await expectNoSidewaysScroll(page);
      await saveElementScreenshot(localCard, `glossary-settings-${size.label}-${language.lng}`);

      await page.goto(`/resource/transcriptions/create?lng=${language.lng}`);
      const words = page.getByRole('textbox', { name: language.words });
      // The page waits for the engines, which the server asks the engine process about.
      await expect(words).toHaveValue('Mosqueda\nMorales\nGonzález\nHerbold', { timeout: 30_000 });
      if (size.label === 'mobile') await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `upload-vocabulary-${size.label}-${language.lng}`);
    }
  }

  await page.setViewportSize(DESKTOP);
  await page.goto('/resource/transcriptions/create?lng=en');
  await prepareUpload(page, audio, 'Council briefing');
  await startUpload(page, 'Council briefing');
  await page.getByRole('link', { name: 'Open transcription' }).click();
  await expect(transcriptWords(page).first()).toBeVisible({ timeout: 150_000 });
  await expect(transcript(page)).toContainText('Mosqueda');
  await expect(transcript(page)).not.toContainText(/mosquito/i);
});
