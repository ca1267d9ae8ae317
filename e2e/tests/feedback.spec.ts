import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { saveScreenshot } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';

test('feedback: an empty message is refused, a written one is sent and thanked; phones have no button', async ({
  page,
}) => {
  await signInAndAcceptTerms(page, uniqueUser('Fay'));

  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  const field = dialog.getByRole('textbox', { name: 'Your feedback' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Please write something')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await saveScreenshot(page, 'feedback-dialog-desktop');

  await field.fill('Transcripts of our meetings are spot on. Could the editor get a dark mode?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Medium screens start at 768px: there the button still fits the top bar; narrower, it is gone.
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 767, height: 900 });
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeHidden();
});
