import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './format-time-left';

describe('the time a job still needs', () => {
  it('rounds seconds to five, minutes up and hours to a tenth', () => {
    expect(formatTimeLeft(2, 'en')).toBe('5 sec');
    expect(formatTimeLeft(42, 'en')).toBe('45 sec');
    expect(formatTimeLeft(61, 'en')).toBe('2 min');
    expect(formatTimeLeft(5400, 'en')).toBe('1.5 hr');
  });

  it('speaks the interface language', () => {
    expect(formatTimeLeft(120, 'es')).toBe('2 min');
    expect(formatTimeLeft(120, 'ja')).toBe('2 分');
  });
});
