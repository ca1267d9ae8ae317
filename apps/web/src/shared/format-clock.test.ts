import { formatClock, formatClockUpTo, formatDuration } from './format-clock';

describe('formatClock', () => {
  it.each([
    [0, '0:00:00'],
    [7.9, '0:00:07'],
    [187, '0:03:07'],
    [3600, '1:00:00'],
    [45_296, '12:34:56'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });

  it('shows an unknown duration as a dash', () => {
    expect(formatDuration(null)).toBe('—');
  });
});

describe('formatClockUpTo', () => {
  it.each([
    [0, 13, '0:00'],
    [7.9, 13, '0:07'],
    [187, 900, '3:07'],
    [787, 900, '13:07'],
    [187, 3600, '0:03:07'],
  ])('%s s of %s s → %s', (seconds, longest, expected) => {
    expect(formatClockUpTo(seconds, longest)).toBe(expected);
  });
});
