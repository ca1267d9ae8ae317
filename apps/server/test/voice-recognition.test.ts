import { type TTranscriptionDetail, ZVoiceProfile } from '@whispy/contracts';
import type { Browser } from '@whispy/test-kit/browser';
import { ownerAndStranger } from '@whispy/test-kit/browser';
import { useEngineServer } from '@whispy/test-kit/engine-server';
import { realCallParts } from '@whispy/test-kit/real-speech';
import { transcribeFile, waitForStatus } from '@whispy/test-kit/transcriptions';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { speakerVoices } from '../src/db/schema.js';

// Two halves of one real call: the same two people in two recordings (ADR 018).
const engine = useEngineServer();
let owner: Browser;
let other: Browser;
let parts: { first: string; second: string };
beforeAll(async () => {
  ({ owner, other } = await ownerAndStranger(engine.server.url));
  parts = realCallParts();
});

async function transcribed(browser: Browser, file: string, name: string): Promise<TTranscriptionDetail> {
  const id = await transcribeFile(browser, file, { name, diarization: true });
  const done = await waitForStatus(browser, id, ['completed', 'failed', 'expired'], 170_000);
  expect(done.status, done.failure ?? '').toBe('completed');
  return done;
}

describe('voice profiles on real speech', () => {
  it('names the same people in a later recording after the workspace’s profiles, and only in that workspace', async () => {
    const first = await transcribed(owner, parts.first, 'Call, first part');
    expect(first.speakers).toEqual([
      { id: 'SPEAKER_1', name: 'Speaker 1', recognised: false },
      { id: 'SPEAKER_2', name: 'Speaker 2', recognised: false },
    ]);
    // Only numbers are kept: one 192-number voice per speaker.
    const voices = await engine.server.database.db
      .select()
      .from(speakerVoices)
      .where(eq(speakerVoices.transcriptionId, first.id));
    expect(voices.map((voice) => [voice.speaker, voice.embedding.length]).sort()).toEqual([
      ['SPEAKER_1', 192],
      ['SPEAKER_2', 192],
    ]);
    for (const [speaker, name] of [
      ['SPEAKER_1', 'Ana'],
      ['SPEAKER_2', 'Bo'],
    ]) {
      const saved = await owner.request('POST', '/api/voice-profiles', {
        body: { transcription_id: first.id, speaker, name },
      });
      expect(saved.status).toBe(201);
      ZVoiceProfile.parse(saved.json.result);
    }

    const [mine, theirs] = await Promise.all([
      transcribed(owner, parts.second, 'Call, second part'),
      transcribed(other, parts.second, 'Call, second part'),
    ]);
    // The second part's first voice is the first part's second one (engine/tests/test_voices.py).
    expect(mine.speakers).toEqual([
      { id: 'SPEAKER_1', name: 'Bo', recognised: true },
      { id: 'SPEAKER_2', name: 'Ana', recognised: true },
    ]);
    // Another workspace's profiles are never used.
    expect(theirs.speakers).toEqual([
      { id: 'SPEAKER_1', name: 'Speaker 1', recognised: false },
      { id: 'SPEAKER_2', name: 'Speaker 2', recognised: false },
    ]);
  });
});
