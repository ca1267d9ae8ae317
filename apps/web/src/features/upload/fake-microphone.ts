import type { RecorderDeps, RecorderLike } from './microphone-recorder';

/** MediaRecorder as the browser runs it, driven by the test: `speak` hands over bytes like a time slice. */
class FakeRecorder implements RecorderLike {
  ondataavailable: RecorderLike['ondataavailable'] = null;
  onstop: RecorderLike['onstop'] = null;
  onerror: RecorderLike['onerror'] = null;
  state: 'inactive' | 'recording' | 'paused' = 'inactive';

  constructor(readonly mimeType: string) {}

  start() {
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    // The browser hands over the last slice, then says it stopped, each in a task of its own.
    setTimeout(() => {
      this.speak(10);
      this.onstop?.();
    });
  }
  speak(bytes: number) {
    this.ondataavailable?.({ data: new Blob([new Uint8Array(bytes)], { type: this.mimeType }) });
  }
}

/**
 * A microphone for jsdom, which has none: `refuse` names the DOMException getUserMedia throws; the
 * clock moves only when the test says so; `microphoneOn` says whether a track is still live.
 */
export function fakeMicrophone(options: { refuse?: string } = {}) {
  let now = 1_000_000;
  const recorders: FakeRecorder[] = [];
  const tracks: { stopped: boolean }[] = [];
  const deps: RecorderDeps = {
    getUserMedia: async () => {
      if (options.refuse) throw new DOMException('refused', options.refuse);
      const track = { stopped: false, stop: () => Object.assign(track, { stopped: true }) };
      tracks.push(track);
      return { getTracks: () => [track] } as unknown as MediaStream;
    },
    createRecorder: (_stream, mimeType) => {
      const recorder = new FakeRecorder(mimeType);
      recorders.push(recorder);
      return recorder;
    },
    isTypeSupported: (type) => type === 'audio/ogg;codecs=opus',
    readLevel: () => ({ read: () => 0.5, close: () => {} }),
    now: () => now,
  };
  return {
    deps,
    advance(ms: number) {
      now += ms;
    },
    recorder: () => recorders.at(-1),
    microphoneOn: () => tracks.some((track) => !track.stopped),
  };
}
