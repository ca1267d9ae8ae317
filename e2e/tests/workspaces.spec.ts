import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { DESKTOP, SCREENS } from '../support/screens';
import { saveScreenshot, waitForToastsToLeave } from '../support/screenshots';
import { signInAndAcceptTerms, type TestUser, uniqueUser } from '../support/sign-in';
import { foxRecording } from '../support/speech';
import { uploadThroughPage } from '../support/upload-page';

// The member's list waits for the real tiny engine to transcribe a few seconds of speech.
test.describe.configure({ timeout: 240_000 });

const LANGUAGES = [
  { code: 'en', button: 'English', members: 'Members', join: 'Join', workspaces: 'Your workspaces' },
  {
    code: 'es',
    button: 'Español',
    members: 'Miembros',
    join: 'Unirme',
    workspaces: 'Tus espacios de trabajo',
  },
  {
    code: 'ja',
    button: '日本語',
    members: 'メンバー',
    join: '参加する',
    workspaces: 'あなたのワークスペース',
  },
];
async function signInElsewhere(browser: Browser, baseURL: string, user: TestUser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAndAcceptTerms(page, user);
  return page;
}

const switcher = (page: Page) =>
  page.getByRole('button', { name: /Switch workspace|Cambiar de espacio|切り替える/ });

/** One screen in Spanish, Japanese and English (left on show), on a desktop and on a 390px phone. */
async function screenshotEverywhere(
  page: Page,
  name: string,
  ready: (language: (typeof LANGUAGES)[number]) => Promise<void>,
) {
  let current = 'EN';
  for (const language of [...LANGUAGES.slice(1), LANGUAGES[0]!]) {
    await page.getByRole('button', { name: new RegExp(`^${current} ·`) }).click();
    await page.getByRole('button', { name: language.button, exact: true }).click();
    current = language.code.toUpperCase();
    for (const size of SCREENS) {
      await page.setViewportSize(size.viewport);
      await ready(language);
      await waitForToastsToLeave(page);
      if (size.label === 'mobile') await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `${name}-${size.label}-${language.code}`, { fullPage: false });
    }
  }
  await page.setViewportSize(DESKTOP);
}

test('an invited member joins, sees an upload arrive live, edits it, switches back, and is refused once removed', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = uniqueUser('Owen');
  const guest = uniqueUser('Mina');
  const name = 'Fox for the team';
  await signInAndAcceptTerms(page, owner);
  const teamName = (await switcher(page).textContent())?.trim() ?? '';

  // The owner invites by a single-use link.
  await page.goto('/settings/members');
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await invitations.getByRole('button', { name: 'Create invitation link' }).click();
  const link = (await invitations.locator('code').textContent())?.trim() ?? '';
  expect(link).toMatch(/\/invitations\/[\w-]+$/);

  // The guest opens it, sees who invites them where, and joins.
  const member = await signInElsewhere(browser, baseURL!, guest);
  const personalName = (await switcher(member).textContent())?.trim() ?? '';
  await member.goto(new URL(link).pathname);
  await expect(member.getByText(teamName)).toBeVisible();
  await expect(member.getByText(`${owner.name} invites you to join this workspace as Member.`)).toBeVisible();
  await screenshotEverywhere(member, 'invitation', async (language) => {
    await expect(member.getByRole('button', { name: language.join })).toBeVisible();
  });
  await member.getByRole('button', { name: 'Join' }).click();
  await expect(member).toHaveURL(/\/dashboard$/);
  await expect(switcher(member)).toHaveText(teamName);

  // The member's open list shows the owner's upload arrive and finish, by live events alone.
  await member.goto('/resource/transcriptions');
  await member.evaluate(() => Object.assign(window, { e2eNeverReloaded: true }));
  await uploadThroughPage(page, foxRecording(), name);
  const row = member.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 150_000 });
  expect(await member.evaluate(() => 'e2eNeverReloaded' in window), 'the list was never reloaded').toBe(true);

  // The member edits it: a new name, saved for everyone; the owner is shown as the uploader.
  await row.getByRole('link', { name }).click();
  const nameField = member.getByRole('textbox', { name: 'Name' });
  await nameField.fill('Fox, edited by the member');
  await member.getByRole('button', { name: 'Save name' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Fox, edited by the member' })).toBeVisible();
  const uploadedBy = member
    .getByRole('region', { name: 'Details' })
    .getByRole('term')
    .filter({ hasText: 'Uploaded by' })
    .locator('xpath=following-sibling::dd');
  await expect(uploadedBy).toHaveText(owner.name);
  const transcriptionPath = new URL(member.url()).pathname;

  // The switcher, open, in every language and size; then back to the personal workspace.
  await screenshotEverywhere(member, 'workspace-switcher', async (language) => {
    const list = member.getByRole('list', { name: language.workspaces });
    if (!(await list.isVisible())) await switcher(member).click();
    await expect(list.getByRole('button', { name: new RegExp(personalName) })).toBeVisible();
  });
  await member.getByRole('button', { name: new RegExp(personalName) }).click();
  await expect(member).toHaveURL(/\/dashboard$/);
  await expect(switcher(member)).toHaveText(personalName);
  await member.getByRole('link', { name: 'Transcriptions', exact: true }).click();
  await expect(member.getByRole('heading', { name: 'No transcriptions yet' })).toBeVisible();

  // Back in the team, the owner's members page in every language and size.
  await switcher(member).click();
  await member.getByRole('button', { name: new RegExp(teamName) }).click();
  await expect(switcher(member)).toHaveText(teamName);
  await page.goto('/settings/members');
  await expect(
    page.getByRole('region', { name: 'Members' }).getByText(guest.name, { exact: true }),
  ).toBeVisible();
  await screenshotEverywhere(page, 'members', async (language) => {
    await expect(page.getByRole('heading', { level: 1, name: language.members })).toBeVisible();
  });

  // The owner removes the member, whose very next request for the team's transcription is refused.
  await page.getByRole('button', { name: `Remove ${guest.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(
    page.getByRole('region', { name: 'Members' }).getByText(guest.name, { exact: true }),
  ).toHaveCount(0);
  const refused = await member.request.get(`/api${transcriptionPath.replace('/resource', '')}`);
  expect(refused.status()).toBe(404);
  await member.goto(transcriptionPath);
  await expect(member.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(switcher(member)).toHaveText(personalName);
  await member.context().close();
});
