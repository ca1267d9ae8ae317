import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { PHONE } from '../support/screens';
import { saveElementScreenshot, saveScreenshot } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { farmRecording } from '../support/speech';
import { prepareUpload, startUpload } from '../support/upload-page';

// Each of the three uploads waits for the real tiny engine.
test.setTimeout(300_000);

const LANGUAGES = [
  {
    lng: 'en',
    language: 'English',
    name: 'Fox for the notice',
    settings: 'Settings',
    card: 'Notifications',
    ready: '“Fox for the notice” is ready',
    link: 'Read the transcript',
  },
  {
    lng: 'es',
    language: 'Español',
    name: 'Zorro para el aviso',
    settings: 'Configuración',
    card: 'Notificaciones',
    ready: '«Zorro para el aviso» ya está lista',
    link: 'Leer la transcripción',
  },
  {
    lng: 'ja',
    language: '日本語',
    name: '通知用のキツネ',
    settings: '設定',
    card: '通知',
    ready: '「通知用のキツネ」の文字起こしが完了しました',
    link: '文字起こしを読む',
  },
] as const;

/** Waits until the toast has slid in, so that a picture shows it where it stays. */
async function settled(toast: Locator) {
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await toast.page().waitForTimeout(500);
}

/** The two boxes share no pixel. */
async function expectApart(one: Locator, other: Locator) {
  const [a, b] = [await one.boundingBox(), await other.boundingBox()];
  if (!a || !b) throw new Error('both must be on show');
  const apart =
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, `${JSON.stringify(a)} clear of ${JSON.stringify(b)}`).toBe(true);
}

/** Desktop, then a 390 px phone, then back to the desktop size. */
async function atBothSizes(page: Page, picture: (size: 'desktop' | 'mobile') => Promise<void>) {
  await picture('desktop');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await picture('mobile');
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the notifications settings: browser notifications and emails, in each language and size', async ({
  page,
}) => {
  await signInAndAcceptTerms(page, uniqueUser('Noa'));
  for (const { lng, card } of LANGUAGES) {
    await page.goto(`/settings?lng=${lng}`);
    const region = page.getByRole('region', { name: card, exact: true });
    await expect(region.getByRole('switch')).toHaveCount(3);
    await atBothSizes(page, (size) => saveElementScreenshot(region, `notices-settings-${lng}-${size}`));
  }
  await page.goto('/settings?lng=en');
  const region = page.getByRole('region', { name: 'Notifications', exact: true });
  const ready = region.getByRole('switch', { name: 'Email when a transcription is ready' });
  await ready.click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(ready).toBeChecked();
  await page.reload();
  await expect(ready).toBeChecked();
});

test('a transcription that finishes while the user is on another page shows a toast with its link', async ({
  page,
}) => {
  await signInAndAcceptTerms(page, uniqueUser('Ren'));
  for (const [index, { lng, language, name, settings, ready, link }] of LANGUAGES.entries()) {
    // The upload page in English (its helpers read English labels); the language is changed in the app
    // as soon as the upload is done, while the engine works, without a reload that could miss the event.
    await page.goto('/resource/transcriptions/create?lng=en');
    await prepareUpload(page, farmRecording(), name);
    await startUpload(page, name);
    if (lng !== 'en') {
      await page.getByRole('button', { name: 'Language: English. Change language' }).click();
      await page.getByRole('button', { name: language }).click();
    }
    await page.getByRole('link', { name: settings, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: settings })).toBeVisible();

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: ready });
    await expect(toast).toBeVisible({ timeout: 120_000 });
    const toTranscript = toast.getByRole('link', { name: link });
    await expect(toTranscript).toHaveAttribute('href', /^\/resource\/transcriptions\/\w+$/);
    await atBothSizes(page, async (size) => {
      await settled(toast);
      await saveScreenshot(page, `ready-toast-${lng}-${size}`, { fullPage: false });
    });
    if (index > 0) continue;
    await toTranscript.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(toast).toHaveCount(0);

    // On the transcript's page a toast stays clear of the editor's toolbar (its Save button) and, on a
    // phone, of the player fixed to the bottom.
    await page.setViewportSize(PHONE);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name}, renamed`);
    await page.getByRole('button', { name: 'Save name' }).click();
    const saved = page.locator('[data-sonner-toast]').filter({ hasText: 'Saved successfully' });
    await settled(saved);
    await expectApart(saved, page.getByRole('toolbar', { name: 'Transcript editing' }));
    await expectApart(saved, page.getByRole('region', { name: 'Player' }));
    await saveScreenshot(page, 'toast-over-editor-mobile', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});
