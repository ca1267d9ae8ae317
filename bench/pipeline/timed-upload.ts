import { readFileSync } from 'node:fs';
import type { TTranscription } from '@whispy/contracts';
import type { Browser } from '@whispy/test-kit/browser';
import { createTranscription, createUpload, sendBytes } from '@whispy/test-kit/transcriptions';

/**
 * Creates an English whispy-tiny transcription and uploads `file` with tus in one PATCH; answers the id
 * and when the server answered that PATCH (epoch ms): the moment a user sees "upload finished".
 */
export async function timedUpload(browser: Browser, file: string, name: string) {
  const bytes = readFileSync(file);
  const { id, upload_url } = await createTranscription(browser, {
    name,
    language: 'en',
    engine: 'whispy-tiny',
  });
  const location = await createUpload(browser, upload_url, bytes.length);
  await sendBytes(browser, location, 0, bytes);
  return { id, uploadedAt: Date.now() };
}

/**
 * When it completed (epoch ms), read from the row the `completed` transition wrote rather than from when a
 * poll noticed, so the poll interval adds nothing to a measured latency. Server and client share a clock.
 */
export function completedAt(transcription: TTranscription): number {
  if (transcription.status !== 'completed') {
    throw new Error(
      `transcription ${transcription.id} ended ${transcription.status}: ${transcription.failure}`,
    );
  }
  return Date.parse(transcription.updated_at);
}
