import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { CHROMIUM } from '../support/chromium';
import { expectNoSidewaysScroll } from '../support/layout';
import { SCREENS } from '../support/screens';
import { saveElementScreenshot } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { foxRecording } from '../support/speech';

// Chromium's fake microphone plays the fox recording, so MediaRecorder records real speech; the fake
// permission prompt says yes. The flags replace the config's launch options, so those are repeated.
test.use({
  launchOptions: {
    ...CHROMIUM,
    args: [
      ...CHROMIUM.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${foxRecording()}`,
    ],
  },
  permissions: ['microphone'],
});

// The journey waits for the real tiny engine to transcribe the recording.
test.describe.configure({ timeout: 150_000 });

/** The upload page in English with the engine CI installs. */
async function openUploadPage(page: Page, lng = 'en') {
  await page.goto(`/resource/transcriptions/create?lng=${lng}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  // The page waits for the limits and engines: slow on a machine shared with other suites.
  await expect(page.locator('input[type=file]')).toBeAttached({ timeout: 15_000 });
}

/** Opens the recording from the transcriptions list and waits for its words. */
async function expectFoxTranscript(page: Page) {
  await page.goto('/resource/transcriptions?lng=en');
  await page
    .getByRole('link', { name: /^Recording \d{4}-\d\d-\d\d \d\d:\d\d$/ })
    .first()
    .click();
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript).toContainText(/quick brown fox/i, { timeout: 120_000 });
}

/** Starts recording with English and the tiny engine (what CI installs). */
async function startRecording(page: Page) {
  await openUploadPage(page);
  await page.getByLabel('Spoken language').selectOption('en');
  await page.getByRole('radio', { name: /Penguin/ }).check();
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByText('Recording', { exact: true })).toBeVisible();
}

test('a recording from the microphone goes up while it is made, and transcribes with its words once stopped', async ({
  page,
}) => {
  await signInAndAcceptTerms(page, uniqueUser('Remy'));
  await startRecording(page);
  // Saved every two seconds while it records.
  await expect(page.getByText(/^Saved up to 0:0[2-9]$/)).toBeVisible({ timeout: 15_000 });

  // Leaving inside the app asks first, and staying keeps recording.
  await page.getByRole('link', { name: 'Transcriptions', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Stop recording and leave?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();

  // The fox recording lasts about 5 s: record it whole, with some of its repeat.
  await expect(page.getByText(/\b0:0[7-9] \//)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Stop and transcribe' }).click();
  await expect(page.getByText(/^Recording .* uploaded successfully$/)).toBeVisible();
  await expectFoxTranscript(page);
});

const OFFER = { en: 'Unfinished recordings', es: 'Grabaciones sin terminar', ja: '未完了の録音' } as const;

test('a recording whose tab closed is offered when the user comes back, and transcribes what was saved', async ({
  page,
  context,
}) => {
  await signInAndAcceptTerms(page, uniqueUser('Ines'));
  await startRecording(page);
  // The fox speaks for about 5 s; what was saved by 0:08 holds all of it.
  await expect(page.getByText(/^Saved up to 0:(0[89]|1\d)$/)).toBeVisible({ timeout: 25_000 });
  // A crash: the page goes without asking and without ending the recording.
  await page.close({ runBeforeUnload: false });

  const back = await context.newPage();
  for (const lng of ['en', 'es', 'ja'] as const) {
    for (const { label, viewport } of SCREENS) {
      await back.setViewportSize(viewport);
      await openUploadPage(back, lng);
      const offer = back.getByRole('region', { name: OFFER[lng] });
      await expect(offer).toBeVisible();
      await expectNoSidewaysScroll(back);
      await saveElementScreenshot(offer, `upload-unfinished-${lng}-${label}`);
    }
  }
  await openUploadPage(back);
  const offer = back.getByRole('region', { name: 'Unfinished recordings' });
  await expect(offer.getByText(/^Recording \d{4}-\d\d-\d\d \d\d:\d\d: [\d.]+ kB saved$/)).toBeVisible();
  await offer.getByRole('button', { name: 'Transcribe it' }).click();
  await expect(back.getByText(/^Recording .* is being transcribed$/)).toBeVisible();
  await expect(offer).toHaveCount(0);
  await expectFoxTranscript(back);
});

const PAUSED = { en: 'Paused', es: 'En pausa', ja: '一時停止中' } as const;
const SAVED = {
  en: /^Saved up to 0:0\d$/,
  es: /^Guardado hasta 0:0\d$/,
  ja: /^0:0\d まで保存済み$/,
} as const;

test('the recording control shows its time, level, pause and stop in each language at both widths', async ({
  page,
}) => {
  await signInAndAcceptTerms(page, uniqueUser('Sol'));
  for (const lng of ['en', 'es', 'ja'] as const) {
    for (const { label, viewport } of SCREENS) {
      await page.setViewportSize(viewport);
      await openUploadPage(page, lng);
      const control = page.locator('#upload-record');
      await saveElementScreenshot(control, `upload-record-idle-${lng}-${label}`);
      await control.getByRole('button').first().click();
      await expect(control.getByRole('meter')).toBeVisible();
      await expect(control.getByText(/\b0:0[2-9] \//)).toBeVisible();
      await expect(control.getByText(SAVED[lng])).toBeVisible({ timeout: 10_000 });
      await expectNoSidewaysScroll(page);
      await saveElementScreenshot(control, `upload-recording-${lng}-${label}`);
      await control.getByRole('button').first().click();
      await expect(control.getByText(PAUSED[lng], { exact: true })).toBeVisible();
      await saveElementScreenshot(control, `upload-recording-paused-${lng}-${label}`);
    }
  }
});

type SharedFile = { name: string; type: string; bytes: number[] };

/** What Android does for "Share → Whispy": a multipart POST of the files to the manifest's share_target. */
async function shareToWhispy(page: Page, files: SharedFile[]) {
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest.share_target).toMatchObject({ action: '/share-target', method: 'POST' });
  await page.evaluate(
    ({ shared, action }) => {
      const form = Object.assign(document.createElement('form'), {
        method: 'post',
        action,
        enctype: 'multipart/form-data',
      });
      const input = Object.assign(document.createElement('input'), {
        type: 'file',
        name: 'media',
        multiple: true,
      });
      const picked = new DataTransfer();
      for (const { name, type, bytes } of shared)
        picked.items.add(new File([new Uint8Array(bytes)], name, { type }));
      input.files = picked.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    },
    { shared: files, action: manifest.share_target.action },
  );
  await expect(page).toHaveURL(/\/resource\/transcriptions\/create$/);
}

const fileRows = (page: Page) => page.getByRole('textbox', { name: /^Transcription name for / });

test('files shared from another app land on the upload page, checked like picked ones', async ({ page }) => {
  await signInAndAcceptTerms(page, uniqueUser('Tao'));
  await openUploadPage(page);
  // The worker's scope is the share target alone, so the page waits for its registration, not `ready`.
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration('/share-target'))?.active != null,
  );

  await shareToWhispy(page, [
    { name: 'voice note <script>.wav', type: 'audio/wav', bytes: [...readFileSync(foxRecording())] },
    { name: 'shopping.txt', type: 'text/plain', bytes: [...Buffer.from('eggs, milk')] },
  ]);
  await expect(
    page.getByRole('textbox', { name: 'Transcription name for voice note <script>.wav' }),
  ).toBeVisible();
  await expect(
    page.getByText('Cannot add shopping.txt because it is not an audio or video file.'),
  ).toBeVisible();
  // Taken once: a reload does not add them again.
  await page.reload();
  await expect(page.locator('input[type=file]')).toBeAttached();
  await expect(fileRows(page)).toHaveCount(0);

  // A flood: the worker keeps 20 and says so, and the page takes what the workspace allows.
  const clips = Array.from({ length: 25 }, (_, index) => ({
    name: `clip-${index + 1}.mp3`,
    type: 'audio/mpeg',
    bytes: [1, 2, 3],
  }));
  await shareToWhispy(page, clips);
  await expect(page.getByText('Only the first 20 shared files were kept.')).toBeVisible();
  // One refusal toast for each file past the allowance (a new workspace's trial of 10 here).
  await expect(page.getByText(/^Cannot add clip-20\.mp3 because/)).toBeVisible();
  await expect(fileRows(page)).toHaveCount(10);
  await expect(page.getByRole('textbox', { name: 'Transcription name for clip-11.mp3' })).toHaveCount(0);
});
