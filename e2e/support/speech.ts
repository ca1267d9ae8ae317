import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Speech the tiny English model transcribes with "quick brown fox" intact in espeak-ng's voice; the one
 * sentence alone comes back as "quick round-fark", the second sentence gives the model context.
 */
const FOX_SPEECH = 'The quick brown fox jumps over the lazy dog. Then the dog goes back to sleep.';

/**
 * Four sentences, about 14 s: whispy-tiny gives several segments of several words each, enough for a
 * highlight to travel and a word near the end to be clicked.
 */
const FARM_SPEECH = `${FOX_SPEECH} In the morning the farmer feeds the chickens and milks the cows. After lunch he walks to the village to buy fresh bread.`;

const cache = path.join(tmpdir(), 'whispy-e2e-speech');

/** Spanish that whispy-base transcribes recognisably in espeak-ng's voice (the engine's language tests). */
const SPANISH_SPEECH =
  'Buenos días. Hoy vamos a hablar de la historia de la ciudad y de sus puentes antiguos.';

/**
 * A WAV file of `text` spoken by espeak-ng's `voice`, named `fileName` as the user's file would be; cached
 * by text and voice, so that reruns do not synthesise it again.
 */
function speechFile(text: string, fileName: string, voice = 'en-us'): string {
  const hash = createHash('sha256').update(`${voice}:${text}`).digest('hex').slice(0, 12);
  const folder = path.join(cache, hash);
  const file = path.join(folder, fileName);
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    execFileSync('espeak-ng', ['-v', voice, '-s', '150', '-w', file, text]);
  }
  return file;
}

/** The fox recording, as a user's file called quick-brown-fox.wav. */
export const foxRecording = () => speechFile(FOX_SPEECH, 'quick-brown-fox.wav');

/** The farm recording, as a user's file called morning-on-the-farm.wav. */
export const farmRecording = () => speechFile(FARM_SPEECH, 'morning-on-the-farm.wav');

/** A Spanish recording, as a user's file called historia-de-la-ciudad.wav. */
export const spanishRecording = () => speechFile(SPANISH_SPEECH, 'historia-de-la-ciudad.wav', 'es');

/** A text file whose name claims it is audio, as a user might pick by mistake. */
export function textFileNamedAsAudio(fileName: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'whispy-e2e-notes-')), fileName);
  writeFileSync(file, 'Shopping list: eggs, milk, bread.\nCall the plumber on Tuesday.\n');
  return file;
}
