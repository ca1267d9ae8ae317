import { describe, expect, it } from 'vitest';
import { secondsLeft } from './time-left.js';

describe('the time left of a running job', () => {
  it('takes as long for the part left as the part done took, share for share', () => {
    expect(secondsLeft(30_000, 0.25)).toBe(90);
    expect(secondsLeft(60_000, 0.5)).toBe(60);
    expect(secondsLeft(120_000, 1)).toBe(0);
  });

  it('says nothing before there is enough to measure', () => {
    expect(secondsLeft(1_000, 0.5)).toBeNull();
    expect(secondsLeft(20_000, 0.01)).toBeNull();
    expect(secondsLeft(20_000, 0)).toBeNull();
  });
});
