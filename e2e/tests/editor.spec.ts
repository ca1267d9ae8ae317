import { expect, type Page } from '@playwright/test';
import { parse as parseSubtitles } from '@plussub/srt-vtt-parser';
import mammoth from 'mammoth';
import {
  chooseDownload,
  cutOffSaves,
  download,
  downloadedBytes,
  mediaPlaying,
  mediaTime,
  openTranscript,
  player,
  retypeWord,
  savedSegments,
  saveStatus,
  speakerChips,
  spokenWord,
  spokenWordPosition,
  transcript,
  transcriptWords,
} from '../support/editor-page';
import { expectNoSidewaysScroll, expectNotCovering, expectWhole } from '../support/layout';
import { saveScreenshot } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { farmRecording } from '../support/speech';
import { ownerContext, ownerElsewhere, testWithUpload } from '../support/uploaded-transcription';

// One recording, uploaded and transcribed once for the whole file (with speaker detection, so that there
// is a speaker to rename); every journey opens it in browser contexts of its own.
const test = testWithUpload({ file: farmRecording, name: 'Morning on the farm', speakers: true });
test.describe.configure({ timeout: 90_000 });

const SAVE_FIRST = 'You need to save your changes before downloading.';
const CONFLICT = 'You saved this transcription in another tab or window after opening it here';

/** The position among all words of the last one near the end that is letters only, for retyping. */
async function plainWordNearTheEnd(page: Page) {
  const words = await transcriptWords(page).allTextContents();
  const plain = words.map((word, at) => (at < words.length - 1 && /^\p{L}{3,}$/u.test(word) ? at : -1));
  const position = Math.max(...plain);
  expect(position, 'a word of letters only').toBeGreaterThan(0);
  return position;
}

/** The first toast on show. */
const toast = (page: Page) => page.locator('[data-sonner-toast]').first();

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

  // Offline, the autosave cannot get through, and the edit stays unsaved until the user saves.
  await expect(saveStatus(page, 'All changes saved')).toBeVisible();
  const reconnect = await cutOffSaves(page);
  const word = await plainWordNearTheEnd(page);
  await retypeWord(page, transcriptWords(page).nth(word), 'Zanzibar');
  await expect(transcriptWords(page).nth(word)).toHaveText('Zanzibar');
  await expect(saveStatus(page, 'Not saved yet, trying again')).toBeVisible();

  await chooseDownload(page, 'SRT');
  await expect(page.getByText(SAVE_FIRST)).toBeVisible();
  expect(downloads, 'downloads while unsaved').toEqual([]);

  await reconnect();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expectNotCovering(toast(page), transcript(page).getByRole('toolbar'));
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

test('when two browsers of one user edit the same transcript, the later save is refused as the other tab’s and keeps its text', async ({
  browser,
  uploaded,
}) => {
  const first = await (await ownerContext(browser, uploaded)).newPage();
  const second = await ownerElsewhere(browser, uploaded);
  await second.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTranscript(first, uploaded.path);
  await openTranscript(second, uploaded.path);

  const word = await plainWordNearTheEnd(first);
  // Each saves by itself once typing pauses: the first wins, the second is refused and never overwrites.
  await retypeWord(first, transcriptWords(first).nth(word), 'Aardvark');
  await expect(saveStatus(first, 'All changes saved')).toBeVisible();
  await retypeWord(second, transcriptWords(second).nth(word), 'Bluebird');
  const refusal = transcript(second).getByRole('alert');
  await expect(refusal).toContainText(CONFLICT);
  await expect(transcriptWords(second).nth(word)).toHaveText('Bluebird');
  await expect(saveStatus(second, 'Not saved')).toBeVisible();
  expect((await savedSegments(second, 'transcriptions', uploaded.id)).map((s) => s.text).join('')).toContain(
    'Aardvark',
  );
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
  await expect(saveStatus(page, 'All changes saved')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'editor-mobile', { fullPage: false });

  // A toast (here: the save could not reach the server) opens under the editor's toolbar, not over it,
  // also while the toolbar is stuck under the top bar, where toasts used to open.
  await cutOffSaves(page);
  await retypeWord(page, transcriptWords(page).nth(2), 'Offline');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const toolbar = transcript(page).getByRole('toolbar');
  await expect
    .poll(async () => (await toolbar.boundingBox())?.y, 'the toolbar is stuck at the top')
    .toBeLessThan(64);
  await transcript(page).getByRole('button', { name: 'Save', exact: true }).tap();
  await expect(toast(page)).toContainText('Could not reach the server');
  await expectNotCovering(toast(page), toolbar);
  await saveScreenshot(page, 'editor-mobile-toast', { fullPage: false, scrolled: true });
  await context.close();
});

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'mobile', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

test('edits save themselves once typing pauses, and leaving with one not saved yet asks first', async ({
  browser,
  uploaded,
}) => {
  const page = await (await ownerContext(browser, uploaded)).newPage();
  await openTranscript(page, uploaded.path);
  const word = await plainWordNearTheEnd(page);
  await retypeWord(page, transcriptWords(page).nth(word), 'Quokka');
  await expect(saveStatus(page, 'All changes saved')).toBeVisible();
  await expect(page.getByText('Saved successfully')).toHaveCount(0);
  const saved = await savedSegments(page, 'transcriptions', uploaded.id);
  expect(saved.map((segment) => segment.text).join('')).toContain('Quokka');

  // Offline the edit cannot be saved: "Back to transcriptions" asks, and staying keeps it.
  const reconnect = await cutOffSaves(page);
  await retypeWord(page, transcriptWords(page).nth(word), 'Wombat');
  await page.getByRole('link', { name: 'Back to transcriptions' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(leave).toHaveCount(0);
  await expect(transcriptWords(page).nth(word)).toHaveText('Wombat');

  await reconnect();
  await transcript(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveStatus(page, 'All changes saved')).toBeVisible();
  await page.getByRole('link', { name: 'Back to transcriptions' }).click();
  await expect(page).toHaveURL(/\/resource\/transcriptions$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.context().close();
});

test('the leave question, the unsaved state and the delete question naming the transcription, on a desktop and a 390px phone, in English, Spanish and Japanese', async ({
  browser,
  uploaded,
}) => {
  test.setTimeout(180_000);
  const texts = {
    en: {
      back: 'Back to transcriptions',
      notSaved: 'Not saved yet, trying again',
      deleteTitle: 'Delete the transcription “',
    },
    es: {
      back: 'Volver a las transcripciones',
      notSaved: 'Sin guardar, se reintentará',
      deleteTitle: '¿Eliminar la transcripción «',
    },
    ja: {
      back: '文字起こし一覧に戻る',
      notSaved: 'まだ保存されていません。再試行します',
      deleteTitle: '文字起こし「',
    },
  };
  for (const [language, { back, notSaved, deleteTitle }] of Object.entries(texts)) {
    for (const { name, ...size } of SIZES) {
      const context = await ownerContext(browser, uploaded, size);
      const page = await context.newPage();
      await page.goto(`${uploaded.path}?lng=${language}`);
      // The transcript card by its id: its name is in the page's language.
      const words = page.locator('#transcript [data-word]');
      await expect(words.first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await cutOffSaves(page);
      await words.nth(1).click();
      await expect(page.locator('#transcript textarea')).toBeFocused();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' kiwi');
      await page.keyboard.press('Escape');
      await expect(page.locator('#transcript [role="toolbar"] [role="status"]')).toHaveText(notSaved);
      await saveScreenshot(page, `editor-not-saved-${name}-${language}`, { fullPage: false });
      await page.getByRole('link', { name: back }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await saveScreenshot(page, `editor-leave-${name}-${language}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: uploaded.name }).click();
      await expect(page.getByRole('dialog')).toContainText(`${deleteTitle}${uploaded.name}`);
      await saveScreenshot(page, `delete-question-${name}-${language}`, { fullPage: false });
      await context.close();
    }
  }
});

test('the player shows a 10-hour recording’s time in full, on a desktop and a 390px phone', async ({
  browser,
  uploaded,
}) => {
  for (const { name, ...size } of SIZES) {
    const context = await ownerContext(browser, uploaded, size);
    const page = await context.newPage();
    // The recording is short: its media element says it lasts ten hours, as a long file's would.
    await page.addInitScript(() =>
      Object.defineProperty(HTMLMediaElement.prototype, 'duration', {
        configurable: true,
        get: () => 36_000,
      }),
    );
    await openTranscript(page, uploaded.path);
    const time = player(page).getByText('0:00:00 / 10:00:00');
    await expect(time).toBeVisible();
    await expectWhole(time);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `player-ten-hours-${name}`, { fullPage: false });
    await context.close();
  }
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
