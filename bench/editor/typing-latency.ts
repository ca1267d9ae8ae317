import type { BrowserContext, Locator, Page } from 'playwright-core';

/** 100 characters, as a person types a sentence into a segment. */
export const TYPED =
  ' and then look at the numbers for the next quarter before the end of the week, all of us, is it okay';

/** A fast typist: about 15 characters a second. */
const KEY_INTERVAL_MS = 65;

export type TypingSample = {
  /** Per keystroke: from the keydown event to the first frame painted after it, in ms. */
  keyToPaint: number[];
  /** Event Timing API entries of 16 ms or more while typing (`keydown` is the one per keystroke). */
  slowEvents: { name: string; duration: number }[];
};

/**
 * Records in the page, per keydown, the time from the event to the next paint: a frame callback runs
 * just before the frame is painted, and a message posted from it arrives once it has been. The Event
 * Timing API's view of the same keystrokes is kept beside it as a cross-check. Installed once a page;
 * later calls empty the records.
 */
function startRecording() {
  const tab = window as unknown as { benchTyping?: TypingSample };
  if (tab.benchTyping) {
    tab.benchTyping.keyToPaint.length = 0;
    tab.benchTyping.slowEvents.length = 0;
    return;
  }
  const { keyToPaint, slowEvents }: TypingSample = { keyToPaint: [], slowEvents: [] };
  tab.benchTyping = { keyToPaint, slowEvents };
  addEventListener(
    'keydown',
    (event) => {
      const pressed = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => keyToPaint.push(performance.now() - pressed);
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) slowEvents.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
}

/** Types TYPED into `field` (focused, caret placed) key by key, and answers what was recorded. */
export async function measureTyping(page: Page, field: Locator): Promise<TypingSample> {
  await page.evaluate(startRecording);
  await page.keyboard.type(TYPED, { delay: KEY_INTERVAL_MS });
  await page.waitForFunction(
    (count) => (window as unknown as { benchTyping: TypingSample }).benchTyping.keyToPaint.length >= count,
    TYPED.length,
  );
  const typed = await field.inputValue();
  if (!typed.includes(TYPED)) throw new Error(`the field holds "${typed.slice(0, 200)}", not what was typed`);
  return page.evaluate(() =>
    structuredClone((window as unknown as { benchTyping: TypingSample }).benchTyping),
  );
}

/** The baseline: a bare <textarea> on a blank page of the same browser. */
export async function openBareTextarea(context: BrowserContext) {
  const page = await context.newPage();
  await page.setContent('<textarea aria-label="Notes" rows="4" cols="80"></textarea>');
  return page;
}

/** Puts the caret at the end of the bare textarea. */
export async function focusBareTextarea(page: Page) {
  const field = page.getByRole('textbox', { name: 'Notes' });
  await field.click();
  await page.keyboard.press('End');
  return field;
}
