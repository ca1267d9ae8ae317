import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

const artifacts = path.resolve(import.meta.dirname, '../artifacts');

/**
 * Saves a full-page screenshot under e2e/artifacts/, which CI keeps. `fullPage: false` keeps to the
 * screen, for pages with a bar fixed to the bottom: a full-page picture draws it halfway down the page.
 * `scrolled` keeps such a screen where it is scrolled to, instead of at the top.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true, scrolled = false } = {}) {
  // Let the overlay fade and web fonts settle so the picture shows what a person sees.
  await page.waitForTimeout(300);
  // A full-page picture of a scrolled page draws the fixed top bar and the off-screen skip link where the
  // viewport was, in the middle of the content.
  if (fullPage || !scrolled) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage });
}

/**
 * Waits until no toast is on show (an answer's stays 3 s, a ready notice with its link 8 s): they would
 * cover the page in a picture.
 */
export async function waitForToastsToLeave(page: Page) {
  await expect(page.getByRole('button', { name: 'Close toast' })).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Saves a picture of one part of a page (a card deep in a long page on a phone) under e2e/artifacts/. It is
 * scrolled to the middle of the screen, clear of bars fixed to the top and the bottom.
 */
export async function saveElementScreenshot(element: Locator, name: string) {
  await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await element.page().waitForTimeout(300);
  await element.screenshot({ path: path.join(artifacts, `${name}.png`) });
}
