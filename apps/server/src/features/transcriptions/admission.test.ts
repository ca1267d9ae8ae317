import { describe, expect, it } from 'vitest';
import { decodingLimit } from './admission.js';

describe('the most audio a job may decode', () => {
  it('is the smallest of the trial cut, the longest file accepted and the minutes left', () => {
    expect(decodingLimit({ trialSeconds: 1800, fileSeconds: 18_000, availableSeconds: 7200 })).toEqual({
      seconds: 1800,
      by: 'trial',
    });
    expect(decodingLimit({ trialSeconds: 1800, fileSeconds: 18_000, availableSeconds: 600 })).toEqual({
      seconds: 600,
      by: 'minutes',
    });
    expect(decodingLimit({ trialSeconds: null, fileSeconds: 18_000, availableSeconds: 36_000 })).toEqual({
      seconds: 18_000,
      by: 'file_length',
    });
  });

  it('is never unbounded, even for a workspace without trial or minutes limits', () => {
    expect(decodingLimit({ trialSeconds: null, fileSeconds: 18_000, availableSeconds: null })).toEqual({
      seconds: 18_000,
      by: 'file_length',
    });
  });

  it('names the trial when it ties with another limit, since the trial is what the user can lift', () => {
    expect(decodingLimit({ trialSeconds: 600, fileSeconds: 600, availableSeconds: 600 }).by).toBe('trial');
  });
});
