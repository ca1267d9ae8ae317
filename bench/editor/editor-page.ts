import type { BrowserContext, Page } from 'playwright-core';

/** Notes, in the page, when the first transcript words have been painted (ms since navigation start). */
function recordFirstWordsPainted() {
  const watcher = new MutationObserver(() => {
    if (!document.querySelector('[data-word]')) return;
    watcher.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => Object.assign(window, { benchWordsPainted: performance.now() });
      channel.port2.postMessage(null);
    });
  });
  watcher.observe(document, { childList: true, subtree: true });
}

const segmentRows = (page: Page) =>
  page.getByRole('list', { name: 'Transcript segments' }).locator(':scope > li');

/** Opens a transcription's page in a new tab; answers the tab and ms from navigation to words painted. */
export async function openEditor(context: BrowserContext, id: string) {
  const page = await context.newPage();
  await page.addInitScript(recordFirstWordsPainted);
  await page.goto(`/resource/transcriptions/${id}`);
  await page.waitForFunction(() => 'benchWordsPainted' in window, undefined, { timeout: 60_000 });
  const openMs = await page.evaluate(
    () => (window as unknown as { benchWordsPainted: number }).benchWordsPainted,
  );
  return { page, openMs };
}

/** How many segment rows are in the DOM (the virtual list mounts only those near the viewport). */
export const mountedRows = (page: Page) => segmentRows(page).count();

/** Clicks a word of the fourth row, as a person starting to edit, and moves the caret to that word's end. */
export async function startEditing(page: Page) {
  await segmentRows(page).nth(3).locator('[data-word]').nth(3).click();
  const field = page.getByRole('textbox', { name: /^Text at / });
  await field.waitFor();
  await page.keyboard.press('Control+ArrowRight');
  return field;
}

/**
 * Scrolls one screen a frame from the top for `frames` frames; answers each frame's duration and the
 * most rows mounted at once on the way.
 */
export function scrollThrough(page: Page, frames: number) {
  // Awaited frames, and no named functions: tsx wraps those in a helper that the page does not have.
  return page.evaluate(async (count) => {
    const list = document.querySelector('[aria-label="Transcript segments"]');
    window.scrollTo(0, 0);
    const frameMs: number[] = [];
    let mostRows = 0;
    let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    while (frameMs.length < count) {
      window.scrollBy(0, window.innerHeight);
      const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      frameMs.push(now - last);
      last = now;
      mostRows = Math.max(mostRows, list?.childElementCount ?? 0);
    }
    return { frameMs, mostRows };
  }, frames);
}

/**
 * Jumps to the end of the page until the last segment is mounted (row heights are estimated until
 * measured, so the page grows or shrinks on the way); answers the ms it took and the rows then mounted.
 */
export async function scrollToEnd(page: Page, segments: number) {
  const startedAt = await page.evaluate(() => performance.now());
  for (let attempt = 0; attempt < 100; attempt++) {
    const reached = await page.evaluate(
      (last) =>
        new Promise<boolean>((resolve) => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(document.querySelector(`li[aria-posinset="${last}"]`) !== null),
            ),
          );
        }),
      segments,
    );
    if (reached) {
      const elapsed = (await page.evaluate(() => performance.now())) - startedAt;
      return { ms: elapsed, rows: await mountedRows(page) };
    }
  }
  throw new Error('the last segment never appeared at the end of the page');
}
