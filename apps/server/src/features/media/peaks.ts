import { spawn } from 'node:child_process';
import type { TMediaPeaks } from '@whispy/contracts';

/** Enough for a waveform's shape: 16 kB of samples per second of audio to fold. */
const SAMPLE_RATE = 8_000;
const PEAKS_PER_SECOND = 20;
/** So that even a 5-hour recording's waveform is small enough to send and draw at once. */
const MAX_PEAKS = 60_000;
/** Decoding hours of compressed audio takes a while, but a hung ffmpeg must not run for ever. */
const DECODE_TIMEOUT_MS = 10 * 60_000;

/** Samples per peak: 20 peaks a second, fewer for recordings so long they would pass MAX_PEAKS. */
export function samplesPerPeak(duration: number | null): number {
  const perSecond =
    duration && duration > 0 ? Math.min(PEAKS_PER_SECOND, MAX_PEAKS / duration) : PEAKS_PER_SECOND;
  return Math.ceil(SAMPLE_RATE / perSecond);
}

/** Folds 16-bit little-endian samples, chunk by chunk, into the loudest absolute sample of each slice. */
export function peakFolder(slice: number) {
  const peaks: number[] = [];
  let loudest = 0;
  let inSlice = 0;
  let samples = 0;
  // A chunk may end in the middle of a sample.
  let leftover: Buffer | null = null;
  return {
    add(chunk: Buffer) {
      const bytes = leftover ? Buffer.concat([leftover, chunk]) : chunk;
      const whole = bytes.length - (bytes.length % 2);
      leftover = whole < bytes.length ? bytes.subarray(whole) : null;
      for (let offset = 0; offset < whole; offset += 2) {
        loudest = Math.max(loudest, Math.abs(bytes.readInt16LE(offset)));
        if (++inSlice === slice) {
          peaks.push(loudest);
          loudest = 0;
          inSlice = 0;
        }
      }
      samples += whole / 2;
    },
    /** The peaks scaled so that the loudest is 1 (all 0 for silence), to three decimals. */
    finish(): TMediaPeaks {
      if (inSlice > 0) peaks.push(loudest);
      const top = peaks.reduce((max, peak) => Math.max(max, peak), 0);
      return {
        duration: samples / SAMPLE_RATE,
        peaks_per_second: SAMPLE_RATE / slice,
        peaks: peaks.map((peak) => (top ? Math.round((peak / top) * 1000) / 1000 : 0)),
      };
    },
  };
}

/**
 * The waveform of a local media file: ffmpeg decodes its audio to mono 8 kHz samples on stdout, folded
 * into peaks as they arrive, so memory stays flat however long the recording. ffmpeg is killed when
 * `signal` aborts or after DECODE_TIMEOUT_MS.
 */
export async function decodePeaks(path: string, duration: number | null, signal: AbortSignal) {
  const ffmpeg = spawn(
    'ffmpeg',
    // biome-ignore format: option and value pairs read better on one line each
    [
      '-nostdin', '-hide_banner', '-loglevel', 'error',
      '-i', path,
      '-vn', '-ac', '1', '-ar', String(SAMPLE_RATE),
      '-f', 's16le', '-acodec', 'pcm_s16le', 'pipe:1',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], signal, timeout: DECODE_TIMEOUT_MS, killSignal: 'SIGKILL' },
  );
  let stderr = '';
  ffmpeg.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2_000);
  });
  const exited = new Promise<void>((resolve, reject) => {
    ffmpeg.once('error', reject);
    ffmpeg.once('close', (code, killedBy) => {
      if (code === 0) resolve();
      else
        reject(new Error(`ffmpeg ${killedBy ? `killed by ${killedBy}` : `exited with ${code}`}: ${stderr}`));
    });
  });
  const folder = peakFolder(samplesPerPeak(duration));
  const folded = (async () => {
    for await (const chunk of ffmpeg.stdout) folder.add(chunk);
  })();
  await Promise.all([folded, exited]);
  return folder.finish();
}
