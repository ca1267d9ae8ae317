import { expect, type Page } from '@playwright/test';

/** The page fits the viewport's width: nothing on it has to be scrolled to sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth, 'page width in CSS pixels').toBeLessThanOrEqual(width);
}
