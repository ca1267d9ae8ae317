import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, test } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../support/chromium';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { foxRecording } from '../support/speech';
import { uploadThroughPage } from '../support/upload-page';

// Lighthouse drives the browser over the DevTools protocol, so the journey uses a persistent
// context on a known debugging port: the audited tab then shares the signed-in session cookies.
const debuggingPort = 19222;

async function withDebuggableBrowser(baseURL: string, use: (context: BrowserContext) => Promise<void>) {
  const profile = mkdtempSync(path.join(tmpdir(), 'whispy-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    baseURL,
    executablePath: CHROMIUM.executablePath,
    args: [...CHROMIUM.args, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    await use(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function accessibilityScore(url: string) {
  const result = await lighthouse(url, {
    port: debuggingPort,
    onlyCategories: ['accessibility'],
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
  });
  const category = result?.lhr.categories.accessibility;
  const failing = Object.values(result?.lhr.audits ?? {})
    .filter((audit) => audit.score === 0)
    .map((audit) => audit.id);
  return { score: Math.round((category?.score ?? 0) * 100), failing };
}

/** Audits `route` and holds it to a score of 95, printing the score and any failing audits. */
async function expectAccessible(baseURL: string, label: string, route: string) {
  const { score, failing } = await accessibilityScore(`${baseURL}${route}`);
  console.log(
    `Lighthouse accessibility, ${label}: ${score} (failing audits: ${failing.join(', ') || 'none'})`,
  );
  expect(score, `${label}: failing audits: ${failing.join(', ')}`).toBeGreaterThanOrEqual(95);
}

test('login and dashboard reach Lighthouse accessibility 95 or more', async ({ baseURL }) => {
  test.setTimeout(180_000);
  await withDebuggableBrowser(baseURL!, async (context) => {
    await expectAccessible(baseURL!, 'login', '/auth/login');
    const page = context.pages()[0] ?? (await context.newPage());
    await signInAndAcceptTerms(page, uniqueUser('Lighthouse'));
    await expectAccessible(baseURL!, 'dashboard', '/dashboard');
  });
});

test('the transcriptions list, the upload page and a transcript reach Lighthouse accessibility 95 or more', async ({
  baseURL,
}) => {
  test.setTimeout(300_000);
  await withDebuggableBrowser(baseURL!, async (context) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInAndAcceptTerms(page, uniqueUser('Lighthouse'));
    await uploadThroughPage(page, foxRecording(), 'Audited fox');
    await page.getByRole('link', { name: 'Open transcription' }).click();
    await expect(page.getByRole('region', { name: 'Transcript' })).toBeVisible({ timeout: 90_000 });
    const transcriptionPath = new URL(page.url()).pathname;

    await expectAccessible(baseURL!, 'transcriptions list', '/resource/transcriptions');
    await expectAccessible(baseURL!, 'upload page', '/resource/transcriptions/create');
    await expectAccessible(baseURL!, 'completed transcription', transcriptionPath);
  });
});
