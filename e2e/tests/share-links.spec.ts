import { type Browser, expect, type Page } from '@playwright/test';
import { download, downloadedBytes, mediaPlaying, player, transcriptWords } from '../support/editor-page';
import { expectNoSidewaysScroll } from '../support/layout';
import { SCREENS } from '../support/screens';
import { saveElementScreenshot, saveScreenshot, waitForToastsToLeave } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { foxRecording } from '../support/speech';
import { ownerContext, testWithUpload, type UploadedTranscription } from '../support/uploaded-transcription';

// One recording, uploaded and transcribed once; each journey shares it with links of its own.
const test = testWithUpload({ file: foxRecording, name: 'Fox story', speakers: false });
test.describe.configure({ timeout: 120_000 });

const LANGUAGES = [
  {
    code: 'en',
    panel: 'Share links',
    create: 'Create share link',
    address: 'New share link',
    revokeLink: /^Revoke the link created/,
    revoke: 'Revoke',
  },
  {
    code: 'es',
    panel: 'Enlaces para compartir',
    create: 'Crear enlace para compartir',
    address: 'Nuevo enlace para compartir',
    revokeLink: /^Revocar el enlace creado/,
    revoke: 'Revocar',
  },
  {
    code: 'ja',
    panel: '共有リンク',
    create: '共有リンクを作成',
    address: '新しい共有リンク',
    revokeLink: /作成したリンクを取り消す$/,
    revoke: '取り消す',
  },
] as const;
type Texts = (typeof LANGUAGES)[number];
/** The words of the transcript, whatever the language names its region in. */
const words = (page: Page) => page.locator('#transcript [data-word]');

/** The owner's transcription page, in `language`. */
async function ownerPage(browser: Browser, uploaded: UploadedTranscription, language = 'en') {
  const page = await (await ownerContext(browser, uploaded)).newPage();
  await page.goto(`${uploaded.path}?lng=${language}`);
  await expect(words(page).first()).toBeVisible({ timeout: 30_000 });
  return page;
}

/** Creates a share link from the editor's settings and gives back its address, shown this once. */
async function createLink(page: Page, texts: Texts = LANGUAGES[0]) {
  const panel = page.getByRole('region', { name: texts.panel });
  await panel.getByRole('button', { name: texts.create }).click();
  const address = panel.getByRole('textbox', { name: texts.address });
  await expect(address).toHaveValue(/\/s\/[\w-]{43}$/);
  return { panel, url: await address.inputValue() };
}

/** Revokes the newest link, confirming when asked. */
async function revokeLink(page: Page, texts: Texts = LANGUAGES[0]) {
  const panel = page.getByRole('region', { name: texts.panel });
  await panel.getByRole('button', { name: texts.revokeLink }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: texts.revoke, exact: true }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(0);
}

test('a link opens signed out with the transcript, the player and a download, and stops once revoked', async ({
  browser,
  uploaded,
}) => {
  const page = await ownerPage(browser, uploaded);
  const { panel, url } = await createLink(page);
  // Thirty days unless another expiry is chosen.
  await expect(panel.getByRole('listitem').first()).toContainText('Expires');

  // Someone outside the workspace, in a browser that never signed in.
  const visitorContext = await browser.newContext({ baseURL: uploaded.baseURL });
  const visitor = await visitorContext.newPage();
  const opened = await visitor.goto(url);
  expect(opened?.headers()['x-robots-tag']).toContain('noindex');
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Fox story' })).toBeVisible();
  await expect(transcriptWords(visitor).first()).toBeVisible();
  expect((await transcriptWords(visitor).allTextContents()).join(' ').toLowerCase()).toContain('fox');
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect((await (await visitor.request.get('/api/auth/identity')).json()).result).toBeNull();

  await player(visitor).getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => mediaPlaying(visitor)).toBe(true);
  await player(visitor).getByRole('button', { name: 'Pause' }).click();

  const file = await download(visitor, 'TXT');
  expect(file.suggestedFilename()).toBe('Fox story.txt');
  expect((await downloadedBytes(file)).toString('utf8').toLowerCase()).toContain('fox');

  // The owner revokes it: the visitor's next visit is refused, and so is the recording.
  await waitForToastsToLeave(page);
  await revokeLink(page);
  await expect(page.getByText('Share link revoked')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  const token = new URL(url).pathname.split('/').at(-1);
  expect((await visitor.request.get(`/api/shared/${token}/media`)).status()).toBe(404);
  await visitorContext.close();
  await page.context().close();
});

test('the share control and the shared page, on a desktop and a 390px phone, in English, Spanish and Japanese', async ({
  browser,
  uploaded,
}) => {
  test.setTimeout(240_000);
  for (const language of LANGUAGES) {
    const page = await ownerPage(browser, uploaded, language.code);
    const { panel, url } = await createLink(page, language);
    await waitForToastsToLeave(page);
    for (const size of SCREENS) {
      await page.setViewportSize(size.viewport);
      await expect(panel).toBeVisible();
      if (size.label === 'mobile') await expectNoSidewaysScroll(page);
      await saveElementScreenshot(panel, `share-control-${size.label}-${language.code}`);
    }

    const visitorContext = await browser.newContext({ baseURL: uploaded.baseURL, locale: language.code });
    const visitor = await visitorContext.newPage();
    for (const size of SCREENS) {
      await visitor.setViewportSize(size.viewport);
      await visitor.goto(url);
      await expect(words(visitor).first()).toBeVisible();
      await expect(visitor.locator('html')).toHaveAttribute('lang', language.code);
      if (size.label === 'mobile') await expectNoSidewaysScroll(visitor);
      // The phone's player is a bar fixed to the bottom: a full-page picture would draw it mid-page.
      await saveScreenshot(visitor, `shared-page-${size.label}-${language.code}`, {
        fullPage: size.label === 'desktop',
      });
    }
    // Revoked, in the visitor's language.
    await revokeLink(page, language);
    await visitor.reload();
    await expect(visitor.getByRole('alert')).toBeVisible();
    await saveScreenshot(visitor, `shared-gone-mobile-${language.code}`);
    await visitorContext.close();
    await page.context().close();
  }
});

test("a member revokes the links they made, not another member's, in English, Spanish and Japanese", async ({
  browser,
  uploaded,
}) => {
  const owner = await ownerPage(browser, uploaded);
  await createLink(owner);
  // The owner invites a member into the workspace of the transcription.
  await owner.goto('/settings/members');
  const invitations = owner.getByRole('region', { name: 'Invitations' });
  await invitations.getByRole('button', { name: 'Create invitation link' }).click();
  const invitation = (await invitations.locator('code').textContent())?.trim() ?? '';
  const member = await (await browser.newContext({ baseURL: uploaded.baseURL })).newPage();
  await signInAndAcceptTerms(member, uniqueUser('Member'));
  await member.goto(new URL(invitation).pathname);
  await member.getByRole('button', { name: 'Join' }).click();
  await expect(member).toHaveURL(/\/dashboard$/);

  await member.goto(`${uploaded.path}?lng=en`);
  await createLink(member);
  await waitForToastsToLeave(member);
  for (const language of LANGUAGES) {
    await member.goto(`${uploaded.path}?lng=${language.code}`);
    const panel = member.getByRole('region', { name: language.panel });
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    const [own, owners] = await panel.getByRole('listitem').all();
    // Newest first: the member's own link can be revoked, the owner's cannot.
    await expect(own!.getByRole('button', { name: language.revokeLink })).toBeVisible();
    await expect(owners!.getByRole('button')).toHaveCount(0);
    for (const size of SCREENS) {
      await member.setViewportSize(size.viewport);
      if (size.label === 'mobile') await expectNoSidewaysScroll(member);
      await saveElementScreenshot(panel, `share-links-of-a-member-${size.label}-${language.code}`);
    }
  }
  await member.context().close();
  await owner.context().close();
});
