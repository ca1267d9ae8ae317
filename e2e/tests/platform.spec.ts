import { expect, test } from '@playwright/test';
import { PHONE } from '../support/screens';
import { saveScreenshot } from '../support/screenshots';
import { signIn, uniqueUser } from '../support/sign-in';

test('a new user signs in, accepts the terms, switches language, uses the mobile drawer and logs out', async ({
  page,
}) => {
  const user = uniqueUser('Ada');

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await saveScreenshot(page, 'login-desktop');

  await signIn(page, user);
  await expect(page).toHaveURL(/\/settings\/terms$/);
  await saveScreenshot(page, 'terms-desktop');
  await page.getByRole('button', { name: /accept/i }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.name.split(' ')[0]!);
  await expect(page).toHaveTitle(/Dashboard → Whispy/);
  await saveScreenshot(page, 'dashboard-desktop');

  await page.getByRole('button', { name: /^EN ·/ }).click();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('link', { name: 'Transcripciones', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^ES ·/ })).toBeVisible();
  await saveScreenshot(page, 'dashboard-desktop-es');

  await page.getByRole('button', { name: /^ES ·/ }).click();
  await page.getByRole('button', { name: '日本語' }).click();
  await expect(page.getByRole('button', { name: /^JA ·/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('link', { name: '文字起こし', exact: true })).toBeVisible();
  await saveScreenshot(page, 'dashboard-desktop-ja');

  await page.getByRole('button', { name: /^JA ·/ }).click();
  await page.getByRole('button', { name: 'English' }).click();

  await page.setViewportSize(PHONE);
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await saveScreenshot(page, 'dashboard-mobile-drawer');
  await drawer.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(drawer).toBeHidden();
  await page.goto('/dashboard');
  await saveScreenshot(page, 'dashboard-mobile');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: `Account menu for ${user.name}` }).click();
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('on a phone, a signed-in user opening the login page is sent on to the terms', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/auth/login');
  await saveScreenshot(page, 'login-mobile');
  await signIn(page, uniqueUser('Grace'));
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/settings\/terms$/);
  await saveScreenshot(page, 'terms-mobile');
});
