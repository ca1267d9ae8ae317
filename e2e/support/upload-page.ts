import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * On the upload page: English, the whispy-tiny engine (the one CI installs), and `file` added and named
 * `name`. The upload is not started.
 */
export async function prepareUpload(page: Page, file: string, name: string) {
  await page.getByLabel('Spoken language').selectOption('en');
  await page.getByRole('radio', { name: /Penguin/ }).check();
  await page.getByLabel('Choose files').setInputFiles(file);
  const nameField = page.getByLabel(`Transcription name for ${path.basename(file)}`);
  await nameField.fill(name);
  await expect(page.getByText('Ready to upload')).toBeVisible();
}

/** Starts the upload and waits for the page to say it is done. */
export async function startUpload(page: Page, name: string) {
  await page.getByRole('button', { name: 'Start upload' }).click();
  await expect(page.getByText(`${name} uploaded successfully`)).toBeVisible();
}

/** From anywhere signed in: opens the upload page, uploads `file` as `name`, and waits for the upload. */
export async function uploadThroughPage(page: Page, file: string, name: string) {
  await page.goto('/resource/transcriptions/create');
  await prepareUpload(page, file, name);
  await startUpload(page, name);
}
