import { describe, expect, it } from 'vitest';
import { isTimeout, jobTimeLimits } from './time-limits.js';

const settings = { startAllowanceMs: 300_000, slowdownAllowed: 6 };
const tiny = { engine: 'whispy-tiny', diarize: false };

describe('job time limits', () => {
  it('start pessimistic, and follow the speed measured on this machine', () => {
    const limits = jobTimeLimits(settings);
    // Before any measurement: 2× real time, six times over, after the start allowance.
    expect(limits.limitMs(tiny, 600)).toBe(300_000 + (600 / 2) * 6 * 1000);
    limits.record(tiny, 600, 60_000); // 10× real time
    expect(limits.limitMs(tiny, 600)).toBe(300_000 + (600 / 10) * 6 * 1000);
  });

  it('give speaker detection and slower engines more time, and unknown engines the most', () => {
    const limits = jobTimeLimits(settings);
    const plain = limits.limitMs(tiny, 600);
    expect(limits.limitMs({ ...tiny, diarize: true }, 600)).toBeGreaterThan(plain);
    expect(limits.limitMs({ engine: 'whispy-large', diarize: false }, 600)).toBeGreaterThan(plain);
    expect(limits.limitMs({ engine: 'whispy-future', diarize: false }, 600)).toBe(
      limits.limitMs({ engine: 'whispy-large', diarize: false }, 600),
    );
  });

  it('ignore clips too short to say anything about speed, and move slowly with each job', () => {
    const limits = jobTimeLimits(settings);
    const before = limits.limitMs(tiny, 600);
    limits.record(tiny, 5, 60_000); // all model loading
    expect(limits.limitMs(tiny, 600)).toBe(before);
    limits.record(tiny, 600, 60_000); // 10×
    limits.record(tiny, 600, 600_000); // then 1×: one slow job does not undo the measurement
    const speed = 10 + 0.3 * (1 - 10);
    expect(limits.limitMs(tiny, 600)).toBe(Math.ceil(300_000 + (600 / speed) * 6 * 1000));
  });

  it('are whole milliseconds, which is all a timer takes', () => {
    const limits = jobTimeLimits(settings);
    limits.record(tiny, 61, 7_000); // an uneven speed
    const limit = limits.limitMs(tiny, 60);
    expect(Number.isInteger(limit)).toBe(true);
    expect(() => AbortSignal.timeout(limit)).not.toThrow();
  });

  it('recognise the reason of a timeout signal', async () => {
    const signal = AbortSignal.timeout(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isTimeout(signal.reason)).toBe(true);
    expect(isTimeout(new Error('other'))).toBe(false);
  });
});
