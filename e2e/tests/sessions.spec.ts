import { expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { saveScreenshot, waitForToastsToLeave } from '../support/screenshots';
import { signIn, signInAndAcceptTerms, uniqueUser } from '../support/sign-in';

const languages = [
  { lng: 'en', title: 'Sign out everywhere?', button: 'Sign out everywhere' },
  { lng: 'es', title: '¿Cerrar sesión en todas partes?', button: 'Cerrar sesión en todas partes' },
  { lng: 'ja', title: 'すべての場所からログアウトしますか？', button: 'すべての場所からログアウト' },
] as const;

/** Opens the confirmation of the Sessions block with the keyboard and pictures it at both widths. */
async function pictureConfirmation(page: Page, { lng, title, button }: (typeof languages)[number]) {
  for (const [width, label] of [
    [1280, 'desktop'],
    [390, 'mobile'],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const sessions = page.locator('#sessions');
    await sessions.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `sessions-${label}-${lng}`);
    await sessions.getByRole('button', { name: button }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await saveScreenshot(page, `sessions-confirm-${label}-${lng}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(sessions.getByRole('button', { name: button })).toBeFocused();
  }
}

test('sessions: signing out everywhere ends this browser and the others, after a confirmation', async ({
  page,
  browser,
}) => {
  const user = uniqueUser('Noor');
  await signInAndAcceptTerms(page, user);
  const elsewhere = await (await browser.newContext()).newPage();
  await signIn(elsewhere, user);
  await expect(elsewhere).toHaveURL(/\/dashboard$/);

  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('region', { name: 'User' }).getByRole('link', { name: 'Edit user' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User configuration' })).toBeVisible();
  await waitForToastsToLeave(page);
  const userPage = new URL(page.url()).pathname;
  for (const language of languages) {
    await page.goto(`${userPage}?lng=${language.lng}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language.lng);
    await pictureConfirmation(page, language);
  }

  await page.goto(`${userPage}?lng=en`);
  await page.setViewportSize({ width: 1280, height: 800 });
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions).toContainText('Personal access tokens keep working');
  await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).press('Enter');

  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('You are signed out everywhere.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await elsewhere.goto('/dashboard');
  await expect(elsewhere).toHaveURL(/\/auth\/login$/);
  await elsewhere.context().close();
});

test('login: a refused sign-in says why, in each language, at both widths', async ({ page }) => {
  const refusals = {
    en: 'This email belongs to a Whispy account that signs in with another account.',
    es: 'Este correo pertenece a una cuenta de Whispy que inicia sesión con otra cuenta.',
    ja: 'このメールアドレスは、別のアカウントでログインする Whispy アカウントのものです。',
  };
  for (const [lng, words] of Object.entries(refusals)) {
    for (const [width, label] of [
      [1280, 'desktop'],
      [390, 'mobile'],
    ] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(`/auth/login?error=email_taken&lng=${lng}`);
      await expect(page.getByRole('alert')).toContainText(words);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `login-email-taken-${label}-${lng}`);
    }
  }
});
