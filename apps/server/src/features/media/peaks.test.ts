import { describe, expect, it } from 'vitest';
import { decodePeaks, peakFolder, samplesPerPeak } from './peaks.js';

/** 16-bit little-endian samples, as ffmpeg writes them. */
const pcm = (...samples: number[]) => Buffer.from(new Int16Array(samples).buffer);

describe('peaks', () => {
  it('takes the loudest sample of each slice, scaled so the loudest is 1', () => {
    const folder = peakFolder(2);
    folder.add(pcm(100, -200, 50, 0, -32768, 400, 16384));
    expect(folder.finish()).toEqual({
      duration: 7 / 8000,
      peaks_per_second: 4000,
      peaks: [0.006, 0.002, 1, 0.5],
    });
  });

  it('reads samples split between chunks', () => {
    const bytes = pcm(1000, -3000, 2000, 4000);
    const folder = peakFolder(2);
    for (const chunk of [bytes.subarray(0, 3), bytes.subarray(3, 5), bytes.subarray(5)]) folder.add(chunk);
    expect(folder.finish().peaks).toEqual([0.75, 1]);
  });

  it('is flat for silence', () => {
    const folder = peakFolder(4);
    folder.add(pcm(0, 0, 0, 0, 0));
    expect(folder.finish().peaks).toEqual([0, 0]);
  });

  it('has 20 peaks a second, and at most 60,000 for the longest recordings', () => {
    expect(8000 / samplesPerPeak(600)).toBe(20);
    expect(8000 / samplesPerPeak(null)).toBe(20);
    for (const hours of [1, 3, 5]) {
      const seconds = hours * 3600;
      expect((seconds * 8000) / samplesPerPeak(seconds)).toBeLessThanOrEqual(60_000);
    }
  });

  it('says why ffmpeg could not decode, and stops when asked to', async () => {
    await expect(decodePeaks('/nonexistent/recording.wav', 1, new AbortController().signal)).rejects.toThrow(
      /ffmpeg exited with 1: .*No such file/s,
    );
    await expect(decodePeaks('/nonexistent/recording.wav', 1, AbortSignal.abort())).rejects.toThrow(/abort/i);
  });
});
