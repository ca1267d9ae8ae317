import type { Browser as TestBrowser } from '@whispy/test-kit/browser';
import { type BrowserContext, chromium } from 'playwright-core';

/**
 * Debian's Chromium with the browser journeys' flags (see e2e/playwright.config.ts), and a context
 * holding the cookies of `member`, a test-helper browser already signed in: the page opens signed in.
 */
export async function signedInChromium(member: TestBrowser) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context: BrowserContext = await browser.newContext({
    baseURL: member.base,
    viewport: { width: 1280, height: 720 },
  });
  const { hostname } = new URL(member.base);
  await context.addCookies(
    [...member.cookies].map(([name, cookie]) => ({
      name,
      value: cookie.value,
      domain: hostname,
      path: cookie.path,
    })),
  );
  return { browser, context };
}
