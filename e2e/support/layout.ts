import { expect, type Locator, type Page } from '@playwright/test';

/** The page fits the viewport's width: nothing on it has to be scrolled to sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth, 'page width in CSS pixels').toBeLessThanOrEqual(width);
}

/**
 * `over` (a toast), once it has come to rest, leaves `under` (a toolbar) uncovered: their boxes on
 * screen do not overlap. Polled, since a toast slides into place.
 */
export async function expectNotCovering(over: Locator, under: Locator) {
  await expect
    .poll(async () => {
      const [a, b] = await Promise.all([over.boundingBox(), under.boundingBox()]);
      if (!a || !b) return 'not both on screen';
      const apart =
        a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      return apart ? 'apart' : `${JSON.stringify(a)} covers ${JSON.stringify(b)}`;
    })
    .toBe('apart');
}

/** `element` shows all of its text: nothing is clipped or cut off with an ellipsis. */
export async function expectWhole(element: Locator) {
  const clipped = await element.evaluate((node) => node.scrollWidth > node.clientWidth);
  expect(clipped, `"${await element.textContent()}" is cut off`).toBe(false);
}
