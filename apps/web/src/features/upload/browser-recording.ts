import type { LevelReader, RecorderDeps, RecorderLike } from './microphone-recorder';

/** Root mean square of one moment of samples (bytes centred on 128), scaled so speech fills the meter. */
export function loudness(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
  return Math.min(1, Math.sqrt(sum / samples.length) * 4);
}

/** The microphone's loudness through Web Audio; the analyser only listens, nothing is played. */
function readLevel(stream: MediaStream): LevelReader | null {
  if (typeof AudioContext === 'undefined') return null;
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Uint8Array(analyser.fftSize);
  return {
    read() {
      analyser.getByteTimeDomainData(samples);
      return loudness(samples);
    },
    close() {
      void context.close();
    },
  };
}

/** The browser's microphone and MediaRecorder, where this page may use them. */
export function browserRecorderDeps(): RecorderDeps {
  const devices = globalThis.navigator?.mediaDevices;
  const canRecord = typeof MediaRecorder !== 'undefined';
  return {
    getUserMedia: devices?.getUserMedia ? (constraints) => devices.getUserMedia(constraints) : null,
    createRecorder: canRecord
      ? (stream, mimeType) =>
          new MediaRecorder(stream, mimeType ? { mimeType } : undefined) as unknown as RecorderLike
      : null,
    isTypeSupported: (type) => canRecord && MediaRecorder.isTypeSupported(type),
    readLevel,
    now: () => Date.now(),
  };
}
