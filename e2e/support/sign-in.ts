import { expect, type Page } from '@playwright/test';

export type TestUser = { name: string; email: string };

/** A user nobody else in the run uses, so each journey starts from a fresh account and workspace. */
export function uniqueUser(prefix: string): TestUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `${prefix} ${id}`, email: `${prefix.toLowerCase()}-${id}@example.com` };
}

/**
 * Signs in through the bundled local OpenID issuer exactly as a person does: the login page's
 * button, the issuer's account chooser, and back through the OAuth callback.
 */
export async function signIn(page: Page, user: TestUser) {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: /google/i }).click();
  await page.getByLabel(/name/i).fill(user.name);
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByRole('button', { name: /continue|sign in/i }).click();
  await expect(page).not.toHaveURL(/\/oidc\//);
}

/** Signs in and accepts the terms, leaving the user on the dashboard. */
export async function signInAndAcceptTerms(page: Page, user: TestUser) {
  await signIn(page, user);
  await expect(page).toHaveURL(/\/settings\/terms$/);
  await page.getByRole('button', { name: /accept/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
