import { formatTimeUsed } from './format-time-used';

const minutes = (count: number) => `${count} min`;

describe('formatTimeUsed', () => {
  it.each([
    [0, '0 min'],
    [1, '1 min'],
    [720, '12 min'],
    [3599, '1:00'],
    [3600, '1:00'],
    [3901, '1:06'],
    [36_000, '10:00'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatTimeUsed(seconds, minutes)).toBe(expected);
  });
});
