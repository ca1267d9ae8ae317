import { expect, type Page, test } from '@playwright/test';
import { realCallParts } from '@whispy/test-kit/real-speech';
import { transcript, transcriptWords } from '../support/editor-page';
import { expectNoSidewaysScroll } from '../support/layout';
import { DESKTOP, SCREENS } from '../support/screens';
import { saveScreenshot, waitForToastsToLeave } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { prepareUpload, startUpload } from '../support/upload-page';

// The two halves of one real telephone call (engine/tests/_real_speech.py): the same two people in two
// recordings, so a voice saved from the first is recognised in the second.
const LANGUAGES = [
  { code: 'en', button: 'English', recognised: 'Recognised by voice', card: 'Voice profiles' },
  { code: 'es', button: 'Español', recognised: 'Reconocido por la voz', card: 'Perfiles de voz' },
  { code: 'ja', button: '日本語', recognised: '声で認識', card: '声のプロファイル' },
];
/** Uploads `file` with speaker detection and waits for its transcript on the transcription's page. */
async function transcribeWithSpeakers(page: Page, file: string, name: string) {
  await page.goto('/resource/transcriptions/create');
  await prepareUpload(page, file, name);
  await page.getByRole('switch', { name: 'Detect speakers' }).check();
  await startUpload(page, name);
  await page.getByRole('link', { name: 'Open transcription' }).click();
  // The real engine on a loaded 2-core machine: queueing, decoding, transcribing and speaker detection.
  await expect(transcriptWords(page).first()).toBeVisible({ timeout: 150_000 });
}

/** Switches the interface language with the header's language menu, from `current` (EN, ES, JA). */
async function switchLanguage(page: Page, current: string, to: (typeof LANGUAGES)[number]) {
  await page.getByRole('button', { name: new RegExp(`^${current} ·`) }).click();
  await page.getByRole('button', { name: to.button, exact: true }).click();
  return to.code.toUpperCase();
}

test('a saved voice names the same person in the next recording, with an undo; settings rename and delete it', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const parts = realCallParts();
  await signInAndAcceptTerms(page, uniqueUser('Vera'));

  await transcribeWithSpeakers(page, parts.first, 'Call, first part');
  await transcript(page)
    .getByRole('button', { name: /^Speaker: Speaker 1\./ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Save voice as profile…' }).click();
  const profileName = page.getByRole('textbox', { name: 'Voice profile name' });
  await expect(profileName).toHaveValue('Speaker 1');
  await profileName.fill('Ana');
  await profileName.press('Enter');
  await expect(page.getByText('Voice saved as “Ana”. Later transcriptions will recognise it.')).toBeVisible();

  await transcribeWithSpeakers(page, parts.second, 'Call, second part');
  const recognisedChip = transcript(page).getByRole('button', {
    name: 'Speaker: Ana, recognised by voice. Rename or change the speaker',
  });
  await expect(recognisedChip.first()).toBeVisible();
  await waitForToastsToLeave(page);

  // The recognised name with its undo, in each language, on a desktop and on a phone.
  let current = 'EN';
  for (const language of LANGUAGES) {
    current = await switchLanguage(page, current, language);
    for (const size of SCREENS) {
      await page.setViewportSize(size.viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      // The transcript's region is named in the language on show; its card's id is not.
      await page.locator('#transcript').getByRole('button', { name: /Ana/ }).first().click();
      await expect(page.getByText(language.recognised, { exact: true })).toBeVisible();
      if (size.label === 'mobile') await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `voice-recognised-${size.label}-${language.code}`, { fullPage: false });
      await page.keyboard.press('Escape');
    }
  }
  current = await switchLanguage(page, current, LANGUAGES[0]!);
  await page.setViewportSize(DESKTOP);

  // Undo gives the speaker its label back everywhere in the transcript.
  await recognisedChip.first().click();
  await page.getByRole('button', { name: 'Undo name' }).click();
  await expect(page.getByText('The speaker has its original label again.')).toBeVisible();
  await expect(recognisedChip).toHaveCount(0);
  await expect(
    transcript(page)
      .getByRole('button', { name: /^Speaker: Speaker \d\./ })
      .first(),
  ).toBeVisible();

  // Settings: the profile is listed, renamed from the keyboard, pictured, then deleted after a confirmation.
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Voice profiles' });
  await expect(card.getByText('Ana', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Rename voice profile Ana' }).click();
  const field = card.getByRole('textbox', { name: 'Voice profile name' });
  await field.fill('Ana María');
  await field.press('Enter');
  await expect(card.getByText('Ana María', { exact: true })).toBeVisible();
  await waitForToastsToLeave(page);
  for (const language of LANGUAGES) {
    current = await switchLanguage(page, current, language);
    const localCard = page.getByRole('region', { name: language.card });
    for (const size of SCREENS) {
      await page.setViewportSize(size.viewport);
      await localCard.scrollIntoViewIfNeeded();
      if (size.label === 'mobile') await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `voice-profiles-settings-${size.label}-${language.code}`);
    }
  }
  current = await switchLanguage(page, current, LANGUAGES[0]!);
  await page.setViewportSize(DESKTOP);
  await card.getByRole('button', { name: 'Delete voice profile Ana María' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(card.getByText('No voice profiles yet')).toBeVisible();
  await waitForToastsToLeave(page);
  await saveScreenshot(page, 'voice-profiles-settings-empty-desktop-en');
});
