import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
} from '@playwright/test';
import { signIn, signInAndAcceptTerms, type TestUser, uniqueUser } from './sign-in';
import { prepareUpload, startUpload } from './upload-page';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A recording uploaded through the upload page and transcribed by the real engine, and its owner. */
export type UploadedTranscription = {
  id: string;
  name: string;
  /** The transcription's page for its owner. */
  path: string;
  owner: TestUser;
  baseURL: string;
  /** The owner's signed-in session, for browser contexts of their own. */
  ownerSession: StorageState;
};

/** A recording file (made on demand), the transcription's name, and whether to detect speakers. */
type Recording = { file: () => string; name: string; speakers: boolean };

async function uploadAndWait(browser: Browser, baseURL: string, recording: Recording) {
  const owner = uniqueUser('Editor');
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAndAcceptTerms(page, owner);
  await page.goto('/resource/transcriptions/create');
  await prepareUpload(page, recording.file(), recording.name);
  if (recording.speakers) await page.getByRole('switch', { name: 'Detect speakers' }).check();
  await startUpload(page, recording.name);
  await page.getByRole('link', { name: 'Open transcription' }).click();
  // The real engine on a loaded 2-core machine: queueing, decoding, transcribing and speaker detection.
  await expect(page.getByRole('region', { name: 'Transcript' }).locator('[data-word]').first()).toBeVisible({
    timeout: 150_000,
  });
  const path = new URL(page.url()).pathname;
  const transcription: UploadedTranscription = {
    id: path.split('/').at(-1) ?? '',
    name: recording.name,
    path,
    owner,
    baseURL,
    ownerSession: await context.storageState(),
  };
  await context.close();
  return transcription;
}

/**
 * Playwright's `test` with an `uploaded` fixture: `recording` is uploaded once per worker (with speaker
 * detection when asked), because each upload waits for the engine; the tests share it, so none may rely
 * on another's edits.
 */
export function testWithUpload(recording: Recording) {
  return base.extend<object, { uploaded: UploadedTranscription }>({
    uploaded: [
      async ({ browser }, use, workerInfo) => {
        const baseURL = String(workerInfo.project.use.baseURL);
        await use(await uploadAndWait(browser, baseURL, recording));
      },
      { scope: 'worker', timeout: 200_000 },
    ],
  });
}

/** A browser context of the owner's own, already signed in, as the owner's next visit would be. */
export async function ownerContext(
  browser: Browser,
  uploaded: UploadedTranscription,
  options: BrowserContextOptions = {},
) {
  return browser.newContext({ ...options, baseURL: uploaded.baseURL, storageState: uploaded.ownerSession });
}

/** The owner signing in again from another computer: a second session of the same user. */
export async function ownerElsewhere(browser: Browser, uploaded: UploadedTranscription) {
  const context = await browser.newContext({ baseURL: uploaded.baseURL });
  const page = await context.newPage();
  await signIn(page, uploaded.owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}
