import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { PHONE } from '../support/screens';
import { saveScreenshot } from '../support/screenshots';
import { signInAndAcceptTerms, uniqueUser } from '../support/sign-in';

const LANGUAGES = [
  { code: 'en', button: 'English', legend: 'Number of speakers', fewest: 'At least', most: 'At most' },
  { code: 'es', button: 'Español', legend: 'Número de hablantes', fewest: 'Al menos', most: 'Como máximo' },
  { code: 'ja', button: '日本語', legend: '話者の人数', fewest: '最少', most: '最多' },
];

test('speaker detection asks how many people speak, in each language, on a desktop and on a phone', async ({
  page,
}) => {
  await signInAndAcceptTerms(page, uniqueUser('Noa'));
  await page.goto('/resource/transcriptions/create');
  const count = page.getByRole('group', { name: 'Number of speakers' });
  await expect(count).toHaveCount(0);
  await page.getByRole('switch', { name: 'Detect speakers' }).click();
  await expect(count).toBeVisible();
  await count.getByRole('combobox', { name: 'At least' }).selectOption('2');
  await count.getByRole('combobox', { name: 'At most' }).selectOption('2');

  let current = 'EN';
  for (const language of LANGUAGES) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: new RegExp(`^${current} ·`) }).click();
    await page.getByRole('button', { name: language.button, exact: true }).click();
    current = language.code.toUpperCase();
    const group = page.getByRole('group', { name: language.legend });
    await expect(group.getByRole('combobox', { name: language.fewest })).toHaveValue('2');
    await expect(group.getByRole('combobox', { name: language.most })).toHaveValue('2');
    await group.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `upload-speaker-count-desktop-${language.code}`);
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `upload-speaker-count-mobile-${language.code}`);
  }
});
