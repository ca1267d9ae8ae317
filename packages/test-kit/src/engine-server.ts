import { afterAll, beforeAll, vi } from 'vitest';
import { startTestServer, type TestServer } from './server.js';
import { SPEECH_TEXT, speechClip } from './transcriptions.js';

/** Real transcriptions on a shared 2-core machine are slow: generous, since a slow run is not a failure. */
export function allowEngineTime(timeoutMs = 180_000) {
  vi.setConfig({ testTimeout: timeoutMs });
}

export interface EngineServer {
  readonly server: TestServer;
  /** A spoken clip of SPEECH_TEXT to upload. */
  readonly speech: string;
}

/**
 * For a test file that transcribes with the real engine: allows it the time, starts one real server
 * (with `env`) before its tests and closes it after them, and makes the spoken clip it uploads.
 */
export function useEngineServer(env: Record<string, string> = {}): EngineServer {
  allowEngineTime();
  const fixture: { server?: TestServer; speech?: string } = {};
  beforeAll(async () => {
    fixture.server = await startTestServer(env);
    fixture.speech = speechClip(SPEECH_TEXT);
  });
  afterAll(() => fixture.server?.close());
  return {
    get server() {
      if (!fixture.server) throw new Error('the server starts in beforeAll');
      return fixture.server;
    },
    get speech() {
      if (!fixture.speech) throw new Error('the clip is made in beforeAll');
      return fixture.speech;
    },
  };
}
