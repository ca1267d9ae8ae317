import { describe, expect, it } from 'vitest';
import { formatSpokenLength } from './format-spoken-length';

describe('formatSpokenLength', () => {
  it('says whole minutes from a minute up, never rounding up past what was there', () => {
    expect(formatSpokenLength(1800, 'en')).toBe('30 min');
    expect(formatSpokenLength(179.9, 'en')).toBe('2 min');
  });

  it('says seconds below a minute, where minutes would read "0 min"', () => {
    expect(formatSpokenLength(3, 'en')).toBe('3 sec');
    expect(formatSpokenLength(45, 'es')).toBe('45 s');
  });

  it('speaks the interface language', () => {
    expect(formatSpokenLength(1800, 'ja')).toBe('30 分');
  });
});
