import { formatClock, formatDuration } from './format-clock';

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
