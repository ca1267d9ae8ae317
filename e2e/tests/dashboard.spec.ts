import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { PHONE } from '../support/screens';
import { saveScreenshot } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';
import { foxRecording } from '../support/speech';
import { uploadThroughPage } from '../support/upload-page';

// The filled dashboard waits for the real tiny engine to transcribe a few seconds of speech.
test.describe.configure({ timeout: 120_000 });

test('a new user is invited to a first transcription, which then appears and finishes on the open dashboard', async ({
  page,
  context,
}) => {
  const name = 'Fox for the dashboard';
  await signInAndAcceptTerms(page, uniqueUser('Dora'));
  await expect(page.getByRole('heading', { name: 'No transcriptions yet' })).toBeVisible();
  await expect(page.getByText('0 min', { exact: true })).toBeVisible();
  await expect(page.getByText('Thank you for accepting the terms and conditions.')).toBeHidden();
  await saveScreenshot(page, 'dashboard-empty-desktop');

  // The dashboard stays open in a second tab while the first one uploads: it must follow by live events.
  const dashboard = await context.newPage();
  await dashboard.goto('/dashboard');
  await expect(dashboard.getByRole('heading', { name: 'No transcriptions yet' })).toBeVisible();
  await dashboard.evaluate(() => Object.assign(window, { e2eNeverReloaded: true }));

  await uploadThroughPage(page, foxRecording(), name);

  await dashboard.bringToFront();
  const recent = dashboard.getByRole('region', { name: 'Recent transcriptions' });
  await expect(recent.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
  expect(await dashboard.evaluate(() => 'e2eNeverReloaded' in window), 'never reloaded').toBe(true);
  await expect(dashboard.getByRole('heading', { name: 'No transcriptions yet' })).toBeHidden();
  const transcriptionsStat = dashboard
    .getByRole('listitem')
    .filter({ has: dashboard.getByText('Transcriptions', { exact: true }) });
  await expect(transcriptionsStat).toContainText('1');
  await expect(dashboard.getByText('1 min', { exact: true })).toBeVisible();

  // Published, it joins everyone's public transcriptions on the dashboard too.
  await recent.getByRole('link', { name }).click();
  await expect(dashboard.getByRole('heading', { level: 1, name })).toBeVisible();
  await dashboard.getByRole('switch', { name: 'Public' }).click();
  await expect(dashboard.getByRole('switch', { name: 'Public' })).toHaveAttribute('aria-checked', 'true');
  await dashboard.getByRole('link', { name: 'Dashboard', exact: true }).click();
  const recentPublic = dashboard.getByRole('region', { name: 'Recent public transcriptions' });
  await expect(recentPublic.getByRole('link', { name })).toHaveAttribute(
    'href',
    /\/resource\/public_transcriptions\/[0-9A-Z]+$/,
  );
  // Toasts would cover the page in the pictures.
  await expect(dashboard.getByText('Saved successfully')).toBeHidden();
  await saveScreenshot(dashboard, 'dashboard-filled-desktop');

  await dashboard.setViewportSize(PHONE);
  await expectNoSidewaysScroll(dashboard);
  await saveScreenshot(dashboard, 'dashboard-filled-mobile');

  await recentPublic.getByRole('link', { name: 'More public transcriptions' }).click();
  await expect(dashboard).toHaveURL(/\/resource\/public_transcriptions$/);
});
