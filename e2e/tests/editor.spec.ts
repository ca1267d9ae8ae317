import { expect, type Page } from '@playwright/test';
import { parse as parseSubtitles } from '@plussub/srt-vtt-parser';
import mammoth from 'mammoth';
import {
  chooseDownload,
  download,
  downloadedBytes,
  mediaPlaying,
  mediaTime,
  openTranscript,
  player,
  retypeWord,
  savedSegments,
  speakerChips,
  spokenWord,
  spokenWordPosition,
  transcript,
  transcriptWords,
} from '../support/editor-page';
import { expectNoSidewaysScroll } from '../support/layout';
import { saveScreenshot } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { farmRecording } from '../support/speech';
import { ownerContext, ownerElsewhere, testWithUpload } from '../support/uploaded-transcription';

// One recording, uploaded and transcribed once for the whole file (with speaker detection, so that there
// is a speaker to rename); every journey opens it in browser contexts of its own.
const test = testWithUpload({ file: farmRecording, name: 'Morning on the farm', speakers: true });
test.describe.configure({ timeout: 90_000 });

const SAVE_FIRST = 'You need to save your changes before downloading.';
const CONFLICT = 'Someone else saved this transcription after you opened it';

/** The position among all words of the last one near the end that is letters only, for retyping. */
async function plainWordNearTheEnd(page: Page) {
  const words = await transcriptWords(page).allTextContents();
  const plain = words.map((word, at) => (at < words.length - 1 && /^\p{L}{3,}$/u.test(word) ? at : -1));
  const position = Math.max(...plain);
  expect(position, 'a word of letters only').toBeGreaterThan(0);
  return position;
}

const saveStatus = (page: Page, text: string) =>
  page.getByRole('toolbar').getByRole('status').filter({ hasText: text });

test('playing highlights the word being spoken, and a click on a word near the end plays from there', async ({
  browser,
  uploaded,
}) => {
  const page = await (await ownerContext(browser, uploaded)).newPage();
  await openTranscript(page, uploaded.path);
  await expect(spokenWord(page)).toHaveCount(0);

  await player(page).getByRole('button', { name: 'Play' }).click();
  await expect(player(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => spokenWordPosition(page)).toBeGreaterThanOrEqual(0);
  const firstHighlighted = await spokenWordPosition(page);
  await expect.poll(() => spokenWordPosition(page), { timeout: 20_000 }).toBeGreaterThan(firstHighlighted);
  await player(page).getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => mediaPlaying(page)).toBe(false);
  await saveScreenshot(page, 'editor-desktop');

  const segments = await savedSegments(page, 'transcriptions', uploaded.id);
  const words = segments.flatMap((segment) => segment.words);
  const target = words.length - 2;
  const start = words[target]?.start ?? Number.NaN;
  await transcriptWords(page).nth(target).click();
  await expect.poll(async () => Math.abs((await mediaTime(page)) - start)).toBeLessThan(0.5);
  await expect(player(page)).toContainText(new RegExp(`:${String(Math.floor(start)).padStart(2, '0')} /`));
  await page.context().close();
});

test('a renamed speaker and a retyped word are saved, and the SRT and DOCX downloads carry them', async ({
  browser,
  uploaded,
}) => {
  const page = await (await ownerContext(browser, uploaded)).newPage();
  const downloads: string[] = [];
  page.on('download', (file) => downloads.push(file.suggestedFilename()));
  await openTranscript(page, uploaded.path);

  const chips = speakerChips(page);
  const speakerBefore = await chips.allTextContents();
  expect(speakerBefore.length, 'turns').toBeGreaterThan(0);
  await chips.first().click();
  await page.getByRole('button', { name: 'Rename speaker' }).click();
  await page.getByRole('textbox', { name: 'Speaker name' }).fill('Narrator');
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  // Every turn of that speaker says the new name; other speakers, if detection found any, keep theirs.
  await expect(chips).toHaveText(
    speakerBefore.map((name) => (name === speakerBefore[0] ? 'Narrator' : name)),
  );

  const word = await plainWordNearTheEnd(page);
  await retypeWord(page, transcriptWords(page).nth(word), 'Zanzibar');
  await expect(transcriptWords(page).nth(word)).toHaveText('Zanzibar');
  await expect(saveStatus(page, 'Unsaved changes')).toBeVisible();

  await chooseDownload(page, 'SRT');
  await expect(page.getByText(SAVE_FIRST)).toBeVisible();
  expect(downloads, 'downloads while unsaved').toEqual([]);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(saveStatus(page, 'All changes saved')).toBeVisible();

  const srtFile = await download(page, 'SRT');
  expect(srtFile.suggestedFilename()).toMatch(/\.srt$/);
  const cues = parseSubtitles((await downloadedBytes(srtFile)).toString('utf8')).entries;
  expect(cues.length, 'SRT cues').toBeGreaterThan(1);
  expect(cues.map((cue) => cue.text).join('\n')).toContain('Zanzibar');
  cues.forEach((cue, index) => {
    expect(cue.to, `cue ${index + 1} ends after it starts`).toBeGreaterThan(cue.from);
    expect(cue.from, `cue ${index + 1} starts after the one before`).toBeGreaterThanOrEqual(
      cues[index - 1]?.to ?? 0,
    );
  });

  const docxFile = await download(page, 'DOCX');
  expect(docxFile.suggestedFilename()).toMatch(/\.docx$/);
  const docx = await mammoth.extractRawText({ buffer: await downloadedBytes(docxFile) });
  expect(docx.value).toContain(uploaded.name);
  expect(docx.value).toContain('Narrator');
  expect(docx.value).toContain('Zanzibar');
  expect(downloads, 'one file for each download chosen after saving').toHaveLength(2);
  await page.context().close();
});

test('when two browsers edit the same transcript, the later save is refused and keeps its text', async ({
  browser,
  uploaded,
}) => {
  const first = await (await ownerContext(browser, uploaded)).newPage();
  const second = await ownerElsewhere(browser, uploaded);
  await second.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTranscript(first, uploaded.path);
  await openTranscript(second, uploaded.path);

  const word = await plainWordNearTheEnd(first);
  await retypeWord(first, transcriptWords(first).nth(word), 'Aardvark');
  await retypeWord(second, transcriptWords(second).nth(word), 'Bluebird');

  await first.keyboard.press('Control+s');
  await expect(first.getByText('Saved successfully')).toBeVisible();

  await second.getByRole('button', { name: 'Save', exact: true }).click();
  const refusal = transcript(second).getByRole('alert');
  await expect(refusal).toContainText(CONFLICT);
  await expect(transcriptWords(second).nth(word)).toHaveText('Bluebird');
  await expect(saveStatus(second, 'Unsaved changes')).toBeVisible();
  await saveScreenshot(second, 'editor-conflict');

  await refusal.getByRole('button', { name: 'Copy my text' }).click();
  await expect(second.getByText('Your text was copied to the clipboard.')).toBeVisible();
  expect(await second.evaluate(() => navigator.clipboard.readText())).toContain('Bluebird');

  await refusal.getByRole('button', { name: 'Load the newer version' }).click();
  await second
    .getByRole('dialog', { name: 'Load the newer version?' })
    .getByRole('button', { name: 'Discard my changes' })
    .click();
  await expect(transcriptWords(second).nth(word)).toHaveText('Aardvark');
  await expect(refusal).toHaveCount(0);
  await first.context().close();
  await second.context().close();
});

test('on a 390px phone the player bar plays and a word can be retyped, without sideways scrolling', async ({
  browser,
  uploaded,
}) => {
  const context = await ownerContext(browser, uploaded, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await openTranscript(page, uploaded.path);
  await expectNoSidewaysScroll(page);
  const bar = await player(page).boundingBox();
  expect(bar, 'the player bar').not.toBeNull();
  expect((bar?.y ?? 0) + (bar?.height ?? 0), 'the player sits at the bottom of the screen').toBeCloseTo(
    844,
    0,
  );

  await player(page).getByRole('button', { name: 'Play' }).tap();
  await expect.poll(() => mediaPlaying(page)).toBe(true);
  await expect(spokenWord(page)).toHaveCount(1);
  await player(page).getByRole('button', { name: 'Pause' }).tap();
  await expect.poll(() => mediaPlaying(page)).toBe(false);

  await retypeWord(page, transcriptWords(page).nth(1), 'Mobile');
  await expect(transcriptWords(page).nth(1)).toHaveText('Mobile');
  await expect(saveStatus(page, 'Unsaved changes')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'editor-mobile', { fullPage: false });
  await context.close();
});

test('another user reads the public transcript: no editing, but play, seek and download work', async ({
  browser,
  uploaded,
}) => {
  const owner = await (await ownerContext(browser, uploaded)).newPage();
  await openTranscript(owner, uploaded.path);
  const publicSwitch = owner.getByRole('switch', { name: 'Public' });
  if ((await publicSwitch.getAttribute('aria-checked')) !== 'true') {
    await publicSwitch.click();
    await expect(owner.getByText('Saved successfully')).toBeVisible();
  }
  await expect(publicSwitch).toHaveAttribute('aria-checked', 'true');
  await owner.context().close();

  const context = await browser.newContext({ baseURL: uploaded.baseURL });
  const reader = await context.newPage();
  await signInAndAcceptTerms(reader, uniqueUser('Reader'));
  await openTranscript(reader, `/resource/public_transcriptions/${uploaded.id}`);
  await expect(reader.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(speakerChips(reader)).toHaveCount(0);

  const segments = await savedSegments(reader, 'public_transcriptions', uploaded.id);
  const words = segments.flatMap((segment) => segment.words);
  const target = words.length - 2;
  await transcriptWords(reader).nth(target).click();
  await expect(transcript(reader).getByRole('textbox')).toHaveCount(0);
  await expect
    .poll(async () => Math.abs((await mediaTime(reader)) - (words[target]?.start ?? Number.NaN)))
    .toBeLessThan(0.5);

  await player(reader).getByRole('button', { name: 'Back 5 seconds' }).click();
  await player(reader).getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => mediaPlaying(reader)).toBe(true);
  await expect(spokenWord(reader)).toHaveCount(1);
  await player(reader).getByRole('button', { name: 'Pause' }).click();
  await saveScreenshot(reader, 'editor-read-only');

  const srt = await download(reader, 'SRT');
  const cues = parseSubtitles((await downloadedBytes(srt)).toString('utf8')).entries;
  expect(cues.length, 'SRT cues').toBeGreaterThan(1);
  await context.close();
});

test('with nothing focused, Space plays and pauses and the right arrow moves forward 5 seconds', async ({
  browser,
  uploaded,
}) => {
  const page = await (await ownerContext(browser, uploaded)).newPage();
  await openTranscript(page, uploaded.path);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  await page.keyboard.press('Space');
  await expect.poll(() => mediaPlaying(page)).toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(() => mediaPlaying(page)).toBe(false);

  const before = await mediaTime(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await mediaTime(page)) - before).toBeCloseTo(5, 1);
  await page.context().close();
});
