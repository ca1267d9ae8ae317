import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, test } from '@playwright/test';
import lighthouse from 'lighthouse';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';

// Lighthouse drives the browser over the DevTools protocol, so the journey uses a persistent
// context on a known debugging port: the audited tab then shares the signed-in session cookies.
const debuggingPort = 19222;

async function withDebuggableBrowser(baseURL: string, use: (context: BrowserContext) => Promise<void>) {
  const profile = mkdtempSync(path.join(tmpdir(), 'whispy-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    baseURL,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--remote-debugging-port=${debuggingPort}`,
    ],
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

test('login and dashboard reach Lighthouse accessibility 95 or more', async ({ baseURL }) => {
  test.setTimeout(180_000);
  await withDebuggableBrowser(baseURL!, async (context) => {
    const login = await accessibilityScore(`${baseURL}/auth/login`);
    console.log(
      `Lighthouse accessibility, login: ${login.score} (failing audits: ${login.failing.join(', ') || 'none'})`,
    );
    expect(login.score, `failing audits: ${login.failing.join(', ')}`).toBeGreaterThanOrEqual(95);

    const page = context.pages()[0] ?? (await context.newPage());
    await signInAndAcceptTerms(page, uniqueUser('Lighthouse'));
    const dashboard = await accessibilityScore(`${baseURL}/dashboard`);
    console.log(
      `Lighthouse accessibility, dashboard: ${dashboard.score} (failing audits: ${dashboard.failing.join(', ') || 'none'})`,
    );
    expect(dashboard.score, `failing audits: ${dashboard.failing.join(', ')}`).toBeGreaterThanOrEqual(95);
  });
});
