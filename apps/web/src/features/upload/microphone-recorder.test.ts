import { waitFor } from '@testing-library/react';
import { fakeMicrophone } from './fake-microphone';
import { MicrophoneRecorder } from './microphone-recorder';

const LIMITS = { maxSeconds: 60, maxBytes: 1_000_000 };

/** A recorder on the fake microphone, and the files it hands over. */
function setUp(options: Parameters<typeof fakeMicrophone>[0] = {}) {
  const microphone = fakeMicrophone(options);
  const recorder = new MicrophoneRecorder(microphone.deps);
  const files: File[] = [];
  const start = (limits = LIMITS) =>
    recorder.start(limits, 'Recording 2026-11-25 14:05', (f) => files.push(f));
  return { microphone, recorder, files, start };
}

describe('microphone recorder', () => {
  it('records, pauses without counting the pause, and hands over a named file of what it heard', async () => {
    const { microphone, recorder, files, start } = setUp();
    await start();
    expect(recorder.getSnapshot().phase).toBe('recording');
    microphone.recorder()?.speak(100);
    microphone.advance(5_000);
    recorder.pause();
    expect(recorder.getSnapshot()).toMatchObject({ phase: 'paused', elapsedSeconds: 5 });
    microphone.advance(60_000);
    recorder.resume();
    microphone.advance(2_000);
    await waitFor(() => expect(recorder.getSnapshot().elapsedSeconds).toBe(7));
    expect(recorder.getSnapshot().level).toBe(0.5);

    recorder.stop();
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toBe('Recording 2026-11-25 14:05.ogg');
    expect(files[0]?.type).toBe('audio/ogg');
    expect(files[0]?.size).toBe(110);
    expect(recorder.getSnapshot()).toMatchObject({ phase: 'idle', note: null });
    expect(microphone.microphoneOn()).toBe(false);
  });

  it('stops by itself short of the longest file and says so', async () => {
    const { microphone, recorder, files, start } = setUp();
    await start({ maxSeconds: 30, maxBytes: LIMITS.maxBytes });
    microphone.advance(29_000);
    await waitFor(() => expect(files).toHaveLength(1));
    expect(recorder.getSnapshot().note).toBe('limit-length');
  });

  it('stops by itself before the file outgrows the largest size', async () => {
    const { microphone, recorder, files, start } = setUp();
    await start({ maxSeconds: 60, maxBytes: 1_000 });
    microphone.recorder()?.speak(300);
    expect(recorder.getSnapshot().phase).toBe('recording');
    microphone.recorder()?.speak(300);
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.size).toBeLessThanOrEqual(1_000);
    expect(recorder.getSnapshot().note).toBe('limit-size');
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['NotFoundError', 'no-device'],
    ['NotReadableError', 'failed'],
  ])('says why when the browser refuses the microphone (%s)', async (refuse, note) => {
    const { recorder, files, start } = setUp({ refuse });
    await start();
    expect(recorder.getSnapshot()).toMatchObject({ phase: 'idle', note });
    expect(files).toHaveLength(0);
  });

  it('says the browser cannot record where it has no microphone API (an http address)', async () => {
    const microphone = fakeMicrophone();
    const recorder = new MicrophoneRecorder({ ...microphone.deps, getUserMedia: null });
    await recorder.start(LIMITS, 'Recording', () => {});
    expect(recorder.getSnapshot().note).toBe('unsupported');
  });

  it('turns the microphone off and keeps no file when the page discards it', async () => {
    const { microphone, recorder, files, start } = setUp();
    await start();
    microphone.recorder()?.speak(100);
    recorder.discard();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(files).toHaveLength(0);
    expect(microphone.microphoneOn()).toBe(false);
    expect(recorder.getSnapshot().phase).toBe('idle');
  });
});
