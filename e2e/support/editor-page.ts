import { readFile } from 'node:fs/promises';
import { type Download, expect, type Locator, type Page } from '@playwright/test';

/** The transcript card of a completed transcription: the editor, or its read-only variant. */
export const transcript = (page: Page) => page.getByRole('region', { name: 'Transcript' });

/** Every word of the transcript, in order (`data-word` is the editor's handle for clicks). */
export const transcriptWords = (page: Page) => transcript(page).locator('[data-word]');

/** The word the editor highlights as being spoken. */
export const spokenWord = (page: Page) => transcript(page).locator('[data-word][aria-current="true"]');

/** The speaker chips of the editable transcript, one a turn. */
export const speakerChips = (page: Page) =>
  transcript(page).getByRole('button', { name: /^Speaker: .*\. Rename or change the speaker$/ });

/** The editor toolbar's save state, when it says `text`. */
export const saveStatus = (page: Page, text: string) =>
  page.getByRole('toolbar').getByRole('status').filter({ hasText: text });

/** The player: the bar at the bottom of small screens, beside the transcript on large ones. */
export const player = (page: Page) => page.getByRole('region', { name: 'Player' });

/** Opens a completed transcription and waits for its words. */
export async function openTranscript(page: Page, path: string) {
  await page.goto(path);
  await expect(transcriptWords(page).first()).toBeVisible({ timeout: 30_000 });
}

/** Where the media element is, in seconds. */
export const mediaTime = (page: Page) =>
  page.getByTestId('media').evaluate((media: HTMLMediaElement) => media.currentTime);

/** Whether the media element is playing. */
export const mediaPlaying = (page: Page) =>
  page.getByTestId('media').evaluate((media: HTMLMediaElement) => !media.paused && !media.ended);

/** The position of the highlighted word among all the transcript's words; -1 while none is. */
export const spokenWordPosition = (page: Page) =>
  transcript(page)
    .locator('[data-word]')
    .evaluateAll((words) => words.findIndex((word) => word.getAttribute('aria-current') === 'true'));

type Scope = 'transcriptions' | 'public_transcriptions';
type SavedWord = { text: string; start: number; end: number };
type SavedSegment = { text: string; speaker: string | null; words: SavedWord[] };

/** The transcript as the server has it saved, for the word timings the page does not show. */
export async function savedSegments(page: Page, scope: Scope, id: string): Promise<SavedSegment[]> {
  const answer = await page.request.get(`/api/${scope}/${id}`);
  expect(answer.ok(), `GET ${scope}/${id}`).toBe(true);
  return (await answer.json()).result.segments;
}

/** Opens the Download menu and chooses `format` (its label, e.g. "SRT"). */
export async function chooseDownload(page: Page, format: string) {
  await page.getByRole('button', { name: 'Download' }).click();
  await page
    .getByRole('dialog', { name: 'Download formats' })
    .getByRole('link', { name: new RegExp(`^${format}\\b`) })
    .click();
}

/** Chooses `format` in the Download menu and answers the file the browser saved. */
export async function download(page: Page, format: string): Promise<Download> {
  const saved = page.waitForEvent('download');
  await chooseDownload(page, format);
  return saved;
}

/** The downloaded file's bytes, once the browser has it whole. */
export async function downloadedBytes(file: Download): Promise<Buffer> {
  const where = await file.path();
  return readFile(where);
}

/**
 * Edits one word as a person does: a click on it opens the segment's text with the caret in the word,
 * the word is selected and typed over, and Escape closes the text again.
 */
export async function retypeWord(page: Page, word: Locator, replacement: string) {
  await word.click();
  const text = transcript(page).getByRole('textbox', { name: /^Text at / });
  await expect(text).toBeFocused();
  // The word around the caret, as a double click would select it (letters only, not its punctuation).
  await text.evaluate((area: HTMLTextAreaElement) => {
    const letter = /\p{L}/u;
    let start = area.selectionStart;
    let end = start;
    while (start > 0 && letter.test(area.value[start - 1] ?? '')) start -= 1;
    while (end < area.value.length && letter.test(area.value[end] ?? '')) end += 1;
    area.setSelectionRange(start, end);
  });
  await page.keyboard.type(replacement);
  await page.keyboard.press('Escape');
  await expect(text).toHaveCount(0);
}

const SAVES = '**/api/transcriptions/*/transcript';

/**
 * From now on the transcript's saves fail as when the connection drops (the rest of the page still
 * loads); answers a function that lets them through again.
 */
export async function cutOffSaves(page: Page) {
  await page.route(SAVES, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(SAVES);
}
