import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type {
  TCreateTranscription,
  TTranscriptionDetail,
  TTranscriptionStatus,
  TTranscriptSegment,
  TTranscriptWord,
} from '@whispy/contracts';
import type { Db } from '@whispy/server/db/database';
import { transcriptions } from '@whispy/server/db/schema';
import type { MediaStore } from '@whispy/server/storage/index';
import { ulid } from 'ulid';
import type { Browser } from './browser.js';

const AUDIO_CACHE = resolve(import.meta.dirname, '../../../engine/.cache/test-audio');

/** Speech with known words, made by espeak-ng (cached by text and voice). */
export function speechClip(text: string, voice = 'en-us'): string {
  const hash = createHash('sha256').update(`${voice}\0${text}`).digest('hex').slice(0, 12);
  const path = join(AUDIO_CACHE, `server-${hash}.wav`);
  if (!existsSync(path)) {
    mkdirSync(AUDIO_CACHE, { recursive: true });
    execFileSync('espeak-ng', ['-v', voice, '-s', '150', '-w', path, text]);
  }
  return path;
}

/** Two people taking turns: each line spoken by its own espeak-ng voice, half a second apart. */
export function conversationClip(turns: { text: string; voice: string }[]): string {
  const parts = turns.map(({ text, voice }) => speechClip(text, voice));
  const hash = createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 12);
  const path = join(AUDIO_CACHE, `server-conversation-${hash}.wav`);
  if (!existsSync(path)) {
    // Each turn at 16 kHz mono followed by half a second of silence, then all of them in a row.
    const padded = parts.map((part, index) => {
      const target = join(AUDIO_CACHE, `server-turn-${hash}-${index}.wav`);
      execFileSync('sox', [part, '-r', '16000', '-c', '1', target, 'pad', '0', '0.5']);
      return target;
    });
    execFileSync('sox', [...padded, path]);
  }
  return path;
}

/** One second of silence, then one second of a 440 Hz tone: a waveform with a quiet and a loud half. */
export function silenceThenTone(): string {
  const path = join(AUDIO_CACHE, 'server-silence-then-tone.wav');
  if (!existsSync(path)) {
    mkdirSync(AUDIO_CACHE, { recursive: true });
    execFileSync('sox', [
      '-n',
      '-r',
      '16000',
      '-c',
      '1',
      '-b',
      '16',
      path,
      'synth',
      '1',
      'sine',
      '440',
      'pad',
      '1',
      '0',
    ]);
  }
  return path;
}

/**
 * `SPEECH_TEXT` as a browser records it: opus in a live WebM stream (sizes unknown) with a cluster every
 * second, as MediaRecorder hands over one every timeslice.
 */
export function recordedSpeech(): Uint8Array {
  const path = join(AUDIO_CACHE, 'server-recorded-speech.webm');
  if (!existsSync(path)) {
    execFileSync('ffmpeg', [
      ...['-loglevel', 'error', '-y', '-i', speechClip(SPEECH_TEXT), '-c:a', 'libopus', '-b:a', '32k'],
      ...['-cluster_time_limit', '1000', '-live', '1', '-f', 'webm', path],
    ]);
  }
  return readFileSync(path);
}

/** Where each WebM cluster of `bytes` begins (its EBML id, 1F 43 B6 75): the cuts a recorder's pieces make. */
export function clusterStarts(bytes: Uint8Array): number[] {
  const starts: number[] = [];
  for (let at = bytes.indexOf(0x1f); at !== -1 && at + 3 < bytes.length; at = bytes.indexOf(0x1f, at + 1)) {
    if (bytes[at + 1] === 0x43 && bytes[at + 2] === 0xb6 && bytes[at + 3] === 0x75) starts.push(at);
  }
  return starts;
}

export const SPEECH_TEXT = 'The quick brown fox jumps over the lazy dog. Then the dog goes back to sleep.';

/** The header every tus request carries. */
export const TUS = { 'tus-resumable': '1.0.0' };

/** Creates a transcription (English, whispy-tiny unless told otherwise); answers its id and upload URL. */
export async function createTranscription(browser: Browser, input: Partial<TCreateTranscription> = {}) {
  const created = await browser.request('POST', '/api/transcriptions', {
    body: { name: 'Fox', language: 'en', engine: 'whispy-tiny', ...input },
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${created.text}`);
  return created.json.result as { id: string; upload_url: string };
}

/** tus creation: answers the upload's Location. */
export async function createUpload(browser: Browser, uploadUrl: string, length: number) {
  const answer = await browser.request('POST', uploadUrl, {
    headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': 'filename Zm94Lndhdg==' },
  });
  if (answer.status !== 201) throw new Error(`tus creation answered ${answer.status}: ${answer.text}`);
  return answer.headers.get('location')!;
}

/** tus PATCH of `bytes` at `offset`; answers the new offset. */
export async function sendBytes(browser: Browser, location: string, offset: number, bytes: Uint8Array) {
  const answer = await browser.request('PATCH', location, {
    bytes,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
  });
  if (answer.status !== 204) throw new Error(`tus PATCH answered ${answer.status}: ${answer.text}`);
  return Number(answer.headers.get('upload-offset'));
}

/** tus HEAD: how many bytes the server has. */
export async function uploadOffset(browser: Browser, location: string) {
  const answer = await browser.request('HEAD', location, { headers: TUS });
  return { status: answer.status, offset: Number(answer.headers.get('upload-offset')) };
}

/** Creates a transcription and uploads `file` in one PATCH; answers the id. */
export async function transcribeFile(
  browser: Browser,
  file: string,
  input: Partial<TCreateTranscription> = {},
) {
  const bytes = readFileSync(file);
  const { id, upload_url } = await createTranscription(browser, input);
  const location = await createUpload(browser, upload_url, bytes.length);
  // tus finishes an empty upload at its creation: there is nothing to send.
  if (bytes.length > 0) await sendBytes(browser, location, 0, bytes);
  return id;
}

/** Puts `bytes` into the media store under `key` as a finished upload. */
export async function storeMedia(store: MediaStore, key: string, bytes: Uint8Array) {
  await store.beginUpload({ key, size: bytes.length });
  await store.append(key, 0, Readable.from([bytes]));
}

/** Polls the transcription until it is in one of `statuses`. */
export async function waitForStatus(
  browser: Browser,
  id: string,
  statuses: readonly TTranscriptionStatus[],
  timeoutMs = 120_000,
): Promise<TTranscriptionDetail> {
  const deadline = Date.now() + timeoutMs;
  let last: TTranscriptionDetail | undefined;
  while (Date.now() < deadline) {
    const answer = await browser.get(`/api/transcriptions/${id}`);
    last = answer.json?.result;
    if (last && statuses.includes(last.status)) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`transcription ${id} stayed ${last?.status} (wanted ${statuses.join('|')})`);
}

/** The transcript as plain lower-case words. */
export const wordsOf = (detail: TTranscriptionDetail) =>
  (detail.segments ?? [])
    .map((segment) => segment.text)
    .join(' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ');

/** Whisper-like words for `text`, one every `secondsPerWord` from `start`, each with its leading space. */
export function spokenWords(text: string, start: number, speaker: string | null, secondsPerWord = 0.3) {
  return text.split(' ').map(
    (word, index): TTranscriptWord => ({
      text: ` ${word}`,
      start: start + index * secondsPerWord,
      end: start + (index + 1) * secondsPerWord,
      probability: 0.9,
      speaker,
    }),
  );
}

/** A segment spanning `words`, with their text and their speaker. */
export function segmentOf(id: number, words: TTranscriptWord[]): TTranscriptSegment {
  return {
    id,
    start: words[0]!.start,
    end: words.at(-1)!.end,
    text: words.map((word) => word.text).join(''),
    speaker: words[0]!.speaker,
    words,
  };
}

/**
 * A completed transcription written straight into the table (one segment, one speaker unless `values`
 * say otherwise), for tests of what reads transcriptions rather than of how they are made.
 */
export async function insertCompleted(
  db: Db,
  owner: { userId: string; workspaceId: string },
  values: Partial<typeof transcriptions.$inferInsert> = {},
): Promise<string> {
  const id = ulid();
  await db.insert(transcriptions).values({
    id,
    workspaceId: owner.workspaceId,
    ownerId: owner.userId,
    name: 'Transcript',
    status: 'completed',
    progress: 1,
    language: 'en',
    engine: 'whispy-tiny',
    diarization: true,
    keepData: true,
    duration: 10,
    segments: [{ id: 0, start: 0, end: 1, text: ' Hi.', speaker: 'SPEAKER_00', words: [] }],
    speakerLabels: ['SPEAKER_00'],
    ...values,
  });
  return id;
}
