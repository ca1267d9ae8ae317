import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { DESKTOP, SCREENS } from '../support/screens';
import { saveScreenshot } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { foxRecording } from '../support/speech';
import { prepareUpload, startUpload } from '../support/upload-page';

test.describe.configure({ timeout: 120_000 });

const serverRoot = path.resolve(import.meta.dirname, '../../apps/server');

/** `npm run cli -- limits set …` for the user's workspace, as the operator runs it beside the server. */
function setLimits(email: string, ...limits: string[]) {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli/main.ts', 'limits', 'set', '--email', email, ...limits],
    {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'silent' },
    },
  );
}

const LANGUAGES = [
  {
    lng: 'en',
    empty: 'is empty',
    tooLarge: 'larger than 1 MB',
    tooMany: 'up to 2 files',
    usedUp: 'used all 1',
  },
  {
    lng: 'es',
    empty: 'está vacío',
    tooLarge: 'supera 1 MB',
    tooMany: 'hasta 2 archivos',
    usedUp: 'ya usó sus 1',
  },
  {
    lng: 'ja',
    empty: '空のファイル',
    tooLarge: '1 MB を超えて',
    tooMany: '2 ファイルまで',
    usedUp: '1 件をすべて使った',
  },
] as const;

const audio = (name: string, bytes: number) => ({
  name,
  mimeType: 'audio/mpeg',
  buffer: Buffer.alloc(bytes, 1),
});

/** Opens the upload page in `lng` at `viewport`, ready for files. */
async function openUploadPage(page: Page, lng: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto(`/resource/transcriptions/create?lng=${lng}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.locator('input[type=file]')).toBeAttached();
}

test('the upload page refuses what it knows it cannot take before uploading, naming the limit, in each language at both widths', async ({
  page,
}) => {
  const user = uniqueUser('Lia');
  await signInAndAcceptTerms(page, user);
  setLimits(user.email, '--files-per-batch', '2', '--max-file-mb', '1', '--trial-transcriptions', '3');

  for (const language of LANGUAGES) {
    for (const { label, viewport } of SCREENS) {
      await openUploadPage(page, language.lng, viewport);
      await page
        .locator('input[type=file]')
        .setInputFiles([
          audio('silence.mp3', 0),
          audio('concert.mp3', 2 * 1024 * 1024),
          audio('one.mp3', 1000),
          audio('two.mp3', 1000),
          audio('three.mp3', 1000),
        ]);
      // Each refusal is a toast naming its file and the limit it met.
      await expect(page.getByText('silence.mp3')).toContainText(language.empty);
      await expect(page.getByText('concert.mp3')).toContainText(language.tooLarge);
      await expect(page.getByText('three.mp3')).toContainText(language.tooMany);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `upload-refusals-${language.lng}-${label}`, { fullPage: false });
    }
  }

  // One transcription made, and the administrator's trial of one is used up: no file is taken any more.
  await openUploadPage(page, 'en', DESKTOP);
  await prepareUpload(page, foxRecording(), 'Fox');
  await startUpload(page, 'Fox');
  setLimits(user.email, '--trial-transcriptions', '1');
  for (const language of LANGUAGES) {
    for (const { label, viewport } of SCREENS) {
      await openUploadPage(page, language.lng, viewport);
      await expect(page.getByRole('note').filter({ hasText: language.usedUp })).toBeVisible();
      await page.locator('input[type=file]').setInputFiles([audio('another.mp3', 1000)]);
      await expect(page.getByText('another.mp3')).toContainText(language.usedUp);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `upload-trial-used-up-${language.lng}-${label}`, { fullPage: false });
    }
  }
});
