import { expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { SCREENS } from '../support/screens';
import { saveScreenshot } from '../support/screenshots';
import { farmRecording } from '../support/speech';
import { ownerContext, testWithUpload } from '../support/uploaded-transcription';

// The farm recording is four spoken sentences; transcribed with and without speaker detection.
const withSpeakers = testWithUpload({ file: farmRecording, name: 'Farm with speakers', speakers: true });
const withoutSpeakers = testWithUpload({
  file: farmRecording,
  name: 'Farm without speakers',
  speakers: false,
});
withSpeakers.describe.configure({ timeout: 120_000 });
withoutSpeakers.describe.configure({ timeout: 120_000 });

const LANGUAGES = ['en', 'es', 'ja'] as const;
const NO_SPEAKER = /No speaker|Sin hablante|話者なし/;

const rows = (page: Page) => page.locator('article[data-lead]');

/**
 * One row a sentence, each ending where its sentence ends: four spoken, of which whispy-tiny joins the
 * first two with a comma ("…the lazy dog, and the dog goes back to sleep.").
 */
async function expectSentenceRows(page: Page) {
  const texts = await rows(page).evaluateAll((articles) =>
    articles.map((article) => article.querySelector('p')?.textContent?.trim() ?? ''),
  );
  expect(texts.length).toBeGreaterThanOrEqual(3);
  expect(texts.length).toBeLessThanOrEqual(4);
  for (const text of texts) expect(text).toMatch(/[.?!]$/);
}

async function openIn(page: Page, path: string, language: string) {
  await page.goto(`${path}?lng=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('[data-word]').first()).toBeVisible({ timeout: 30_000 });
}

withSpeakers(
  'each sentence is a row of one paragraph, its speaker named once',
  async ({ browser, uploaded }) => {
    for (const language of LANGUAGES) {
      for (const { label: name, viewport } of SCREENS) {
        const context = await ownerContext(browser, uploaded, { locale: language, viewport });
        const page = await context.newPage();
        await openIn(page, uploaded.path, language);
        await expectSentenceRows(page);
        // One voice: one turn, its chip at the top, none on the sentences after it.
        await expect(page.locator('article[data-lead="turn"]')).toHaveCount(1);
        await expect(page.getByText(NO_SPEAKER)).toHaveCount(0);
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, `readable-speakers-${name}-${language}`);
        await context.close();
      }
    }
  },
);

withoutSpeakers('without speakers no chip and no gap is shown', async ({ browser, uploaded }) => {
  for (const language of LANGUAGES) {
    for (const { label: name, viewport } of SCREENS) {
      const context = await ownerContext(browser, uploaded, { locale: language, viewport });
      const page = await context.newPage();
      await openIn(page, uploaded.path, language);
      await expect(page.locator('article[data-lead="turn"]')).toHaveCount(0);
      await expect(page.getByText(NO_SPEAKER)).toHaveCount(0);
      await expectSentenceRows(page);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `readable-plain-${name}-${language}`);
      await context.close();
    }
  }
});
