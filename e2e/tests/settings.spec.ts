import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { PHONE } from '../support/screens';
import { saveScreenshot, waitForToastsToLeave } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';

test('settings: a new user sees the trial, renames the workspace without being asked for a currency, and renames themself', async ({
  page,
}) => {
  const user = uniqueUser('Sol');
  await signInAndAcceptTerms(page, user);
  await page.getByRole('link', { name: 'Settings', exact: true }).click();

  await waitForToastsToLeave(page);
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription.getByText('Trial', { exact: true })).toBeVisible();
  await expect(subscription.getByText('Minutes left')).toBeVisible();
  await expect(subscription.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
    'href',
    '/onboarding/subscription/create',
  );
  const workspace = page.getByRole('region', { name: 'Workspace' });
  await expect(workspace.getByText('Not set', { exact: true })).toBeVisible();
  const userBlock = page.getByRole('region', { name: 'User' });
  await expect(userBlock.getByText(user.email)).toBeVisible();
  await saveScreenshot(page, 'settings-desktop');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'settings-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });

  await workspace.getByRole('link', { name: 'Edit workspace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit workspace' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Sol Studio');
  // The currency is for good, so it is asked at checkout, not here where people come to rename.
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByText('Chosen when you subscribe. It is set once for the workspace.')).toBeVisible();
  await saveScreenshot(page, 'workspace-edit-desktop');
  const editPage = page.url();
  for (const lng of ['es', 'ja', 'en']) {
    await page.goto(`${editPage}?lng=${lng}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await saveScreenshot(page, `workspace-edit-${lng}-desktop`);
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `workspace-edit-${lng}-mobile`);
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.getByRole('textbox', { name: 'Name' }).fill('Sol Studio');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await page.getByRole('link', { name: 'Back to settings' }).click();
  await expect(workspace.getByText('Sol Studio', { exact: true })).toBeVisible();
  await expect(workspace.getByText('Not set', { exact: true })).toBeVisible();

  await userBlock.getByRole('link', { name: 'Edit user' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User configuration' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('textbox', { name: 'Name' }).fill('Soledad Renamed');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Soledad Renamed' })).toBeVisible();
  await waitForToastsToLeave(page);
  await saveScreenshot(page, 'user-configuration-desktop');
});
