import { waitFor } from '@testing-library/react';
import { fakeMicrophone } from './fake-microphone';
import { MicrophoneRecorder, type RecorderNote } from './microphone-recorder';

const LIMITS = { maxSeconds: 60, maxBytes: 1_000_000 };

/**
 * A recorder on the fake microphone, and what it hands over: its pieces, with the recorded length each
 * completes, and whether it ended. `answer`: what the sink says of each piece (a note stops recording).
 */
function setUp(
  options: Parameters<typeof fakeMicrophone>[0] = {},
  answer: () => RecorderNote | null = () => null,
) {
  const microphone = fakeMicrophone(options);
  const recorder = new MicrophoneRecorder(microphone.deps);
  const pieces: { data: Blob; seconds: number }[] = [];
  const ends: boolean[] = [];
  const start = (limits = LIMITS) =>
    recorder.start(limits, {
      piece: (data, seconds) => {
        pieces.push({ data, seconds });
        return answer();
      },
      end: (empty) => ends.push(empty),
    });
  const bytes = () => pieces.reduce((sum, piece) => sum + piece.data.size, 0);
  return { microphone, recorder, pieces, ends, bytes, start };
}

describe('microphone recorder', () => {
  it('records, pauses without counting the pause, and hands over each piece as it comes', async () => {
    const { microphone, recorder, pieces, ends, bytes, start } = setUp();
    await start();
    expect(recorder.getSnapshot().phase).toBe('recording');
    microphone.advance(2_000);
    microphone.recorder()?.speak(100);
    expect(pieces).toEqual([{ data: expect.any(Blob), seconds: 2 }]);
    microphone.advance(3_000);
    recorder.pause();
    expect(recorder.getSnapshot()).toMatchObject({ phase: 'paused', elapsedSeconds: 5 });
    microphone.advance(60_000);
    recorder.resume();
    microphone.advance(2_000);
    await waitFor(() => expect(recorder.getSnapshot().elapsedSeconds).toBe(7));
    expect(recorder.getSnapshot().level).toBe(0.5);

    recorder.stop();
    await waitFor(() => expect(ends).toEqual([false]));
    expect(bytes()).toBe(110);
    expect(pieces.at(-1)?.seconds).toBe(7);
    expect(pieces[0]?.data.type).toBe('audio/ogg;codecs=opus');
    expect(recorder.getSnapshot()).toMatchObject({ phase: 'idle', note: null });
    expect(microphone.microphoneOn()).toBe(false);
  });

  it('stops by itself short of the longest file and says so', async () => {
    const { microphone, recorder, ends, start } = setUp();
    await start({ maxSeconds: 30, maxBytes: LIMITS.maxBytes });
    microphone.advance(29_000);
    await waitFor(() => expect(ends).toEqual([false]));
    expect(recorder.getSnapshot().note).toBe('limit-length');
  });

  it('stops by itself before the file outgrows the largest size', async () => {
    const { microphone, recorder, ends, bytes, start } = setUp();
    await start({ maxSeconds: 60, maxBytes: 1_000 });
    microphone.recorder()?.speak(300);
    expect(recorder.getSnapshot().phase).toBe('recording');
    microphone.recorder()?.speak(300);
    await waitFor(() => expect(ends).toEqual([false]));
    expect(bytes()).toBeLessThanOrEqual(1_000);
    expect(recorder.getSnapshot().note).toBe('limit-size');
  });

  it('stops when its upload can take no more, with the reason the upload gave', async () => {
    const { microphone, recorder, ends, start } = setUp({}, () => 'waiting-full');
    await start();
    microphone.recorder()?.speak(300);
    await waitFor(() => expect(ends).toEqual([false]));
    expect(recorder.getSnapshot()).toMatchObject({ phase: 'idle', note: 'waiting-full' });
    expect(microphone.microphoneOn()).toBe(false);
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['NotFoundError', 'no-device'],
    ['NotReadableError', 'failed'],
  ])('says why when the browser refuses the microphone (%s)', async (refuse, note) => {
    const { recorder, pieces, ends, start } = setUp({ refuse });
    await start();
    expect(recorder.getSnapshot()).toMatchObject({ phase: 'idle', note });
    expect(pieces).toHaveLength(0);
    expect(ends).toHaveLength(0);
  });

  it('says the browser cannot record where it has no microphone API (an http address)', async () => {
    const microphone = fakeMicrophone();
    const recorder = new MicrophoneRecorder({ ...microphone.deps, getUserMedia: null });
    await recorder.start(LIMITS, { piece: () => null, end: () => {} });
    expect(recorder.getSnapshot().note).toBe('unsupported');
  });

  it('turns the microphone off without ending the recording when the page goes', async () => {
    const { microphone, recorder, pieces, ends, start } = setUp();
    await start();
    microphone.recorder()?.speak(100);
    recorder.discard();
    await new Promise((resolve) => setTimeout(resolve, 10));
    // What was handed over (the browser's last slice too) stays on the server, offered when the user
    // comes back: the recording is not ended.
    expect(pieces).toHaveLength(2);
    expect(ends).toHaveLength(0);
    expect(microphone.microphoneOn()).toBe(false);
    expect(recorder.getSnapshot().phase).toBe('idle');
  });
});
