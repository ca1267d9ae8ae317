import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, memberBrowser } from '@whispy/test-kit/browser';
import { allowEngineTime } from '@whispy/test-kit/engine-server';
import { startTestServer, type TestServer } from '@whispy/test-kit/server';
import {
  createTranscription,
  createUpload,
  SPEECH_TEXT,
  sendBytes,
  speechClip,
  transcribeFile,
  waitForStatus,
  wordsOf,
} from '@whispy/test-kit/transcriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptions } from '../src/db/schema.js';
import { type MessageId, translate } from '../src/i18n/index.js';

allowEngineTime(900_000);

const ENGINE = resolve(import.meta.dirname, '../../../engine');
/** Not a timing: far above an honest run on a loaded machine, which a hang never meets. */
const SETTLED_WITHIN_MS = 180_000;
const TRIAL_SECONDS = 60;
const MAX_FILE_SECONDS = 300 * 60;

/** One case of engine/tests/hostile_media.py, as its manifest describes it. */
interface HostileCase {
  name: string;
  expect: 'refused' | 'transcribed' | 'either';
  codes: string[];
  limit_seconds: number | null;
  cut: boolean;
  claims_seconds: number | null;
}
interface Manifest {
  victim_words: string[];
  cases: HostileCase[];
}

/** The engine's hostile corpus, written to `directory`, every case that names a file naming `victim`. */
function hostileCorpus(directory: string, victim: string): Manifest {
  const python = join(ENGINE, '.venv/bin/python');
  execFileSync(python, ['-m', 'tests.hostile_media', directory, '--victim', victim], { cwd: ENGINE });
  return JSON.parse(readFileSync(join(directory, 'manifest.json'), 'utf8'));
}

const failureText = (code: string) => translate('en', `transcriptions.failure.${code}` as MessageId);

describe('hostile uploads beside another workspace recording in the media store', () => {
  let server: TestServer;
  let victim: Browser;
  let attacker: Browser;
  let manifest: Manifest;
  let corpus: string;
  beforeAll(async () => {
    server = await startTestServer({
      TRIAL_MINUTES_PER_TRANSCRIPTION: String(TRIAL_SECONDS / 60),
      TRIAL_TRANSCRIPTIONS: '100',
      MAX_FILES_PER_BATCH: '100',
    });
    victim = await memberBrowser(server.url);
    attacker = await memberBrowser(server.url);
    corpus = mkdtempSync(join(tmpdir(), 'whispy-hostile-'));
    // With the local media store, the victim's recording is the file named by its id beside every upload.
    const { id, upload_url } = await createTranscription(victim, { name: 'Board meeting' });
    manifest = hostileCorpus(corpus, id);
    const recording = readFileSync(join(corpus, 'victim.wav'));
    await sendBytes(victim, await createUpload(victim, upload_url, recording.length), 0, recording);
    const heard = wordsOf(await waitForStatus(victim, id, ['completed']));
    // The test has teeth: the victim's words are there to be leaked.
    expect(manifest.victim_words.some((word) => heard.includes(word))).toBe(true);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(corpus, { recursive: true, force: true });
  });

  const leaksVictim = (text: string) =>
    manifest.victim_words.some((word) => text.toLowerCase().includes(word));

  it('refuses each with a human reason or transcribes it within its limit, never hearing the victim', async () => {
    for (const hostile of manifest.cases) {
      const label = hostile.name;
      const id = await transcribeFile(attacker, join(corpus, hostile.name), { name: hostile.name });
      const done = await waitForStatus(attacker, id, ['completed', 'failed', 'expired'], SETTLED_WITHIN_MS);
      const text = `${done.failure ?? ''} ${wordsOf(done)}`;
      expect(leaksVictim(text), `${label}: ${text}`).toBe(false);
      const peaks = await attacker.get(`/api/transcriptions/${id}/peaks`);
      expect(leaksVictim(peaks.text), label).toBe(false);

      if (hostile.claims_seconds !== null && hostile.claims_seconds > MAX_FILE_SECONDS) {
        expect(done, label).toMatchObject({ status: 'failed', failure: failureText('too_long') });
        continue;
      }
      if (done.status === 'failed') {
        expect(hostile.expect, `${label} failed: ${done.failure}`).not.toBe('transcribed');
        expect(hostile.codes.map(failureText), label).toContain(done.failure);
        // Refused media is gone: nothing of it can be played or drawn.
        expect(peaks.status, label).toBe(404);
        continue;
      }
      expect(done.status, label).toBe('completed');
      expect(hostile.expect, `${label} was transcribed`).not.toBe('refused');
      const limit = Math.min(hostile.limit_seconds ?? TRIAL_SECONDS, TRIAL_SECONDS);
      expect(done.transcribed_seconds, label).toBeLessThanOrEqual(limit);
      expect(done.truncated, label).toBe(hostile.cut);
      expect(peaks.status, label).toBe(200);
      // The waveform is drawn from the attacker's own audio, however long it really is.
      expect(peaks.json.result.peaks.length, label).toBeLessThanOrEqual(60_000);
      const [row] = await server.database.db
        .select({ chargedSeconds: transcriptions.chargedSeconds })
        .from(transcriptions)
        .where(eq(transcriptions.id, id));
      // Charged for what was decoded, never past the limit.
      expect(row!.chargedSeconds, label).toBe(done.transcribed_seconds);
    }
  });

  it('charges an MP3 that understates its length for what was decoded, cut at the trial limit', async () => {
    const id = await transcribeFile(attacker, join(corpus, 'understated.mp3'));
    const done = await waitForStatus(attacker, id, ['completed', 'failed'], SETTLED_WITHIN_MS);
    expect(done).toMatchObject({ status: 'completed', truncated: true, truncated_by: 'trial' });
    // Its headers promise about half a minute; it holds ten.
    expect(done.duration).toBeGreaterThanOrEqual(TRIAL_SECONDS);
    expect(done.transcribed_seconds).toBeCloseTo(TRIAL_SECONDS, 1);
  });
});

describe('a transcription that outruns its time limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A limit of a few milliseconds, which no transcription fits however warm the engine or fast the
    // machine (half a second was beaten by a warm worker on a fast CPU).
    server = await startTestServer({
      ENGINE_START_ALLOWANCE_SECONDS: '0.001',
      ENGINE_SLOWDOWN_ALLOWED: '0.000001',
    });
  });
  afterAll(() => server?.close());

  it('is stopped and fails with a reason that tells the user what to do', async () => {
    const owner = await memberBrowser(server.url);
    const id = await transcribeFile(owner, speechClip(SPEECH_TEXT));
    const done = await waitForStatus(owner, id, ['completed', 'failed'], SETTLED_WITHIN_MS);
    expect(done).toMatchObject({ status: 'failed', failure: failureText('took_too_long') });
    const spanish = await owner.get(`/api/transcriptions/${id}`, { 'accept-language': 'es' });
    expect(spanish.json.result.failure).toBe(translate('es', 'transcriptions.failure.took_too_long'));
  });
});
