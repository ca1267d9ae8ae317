import { describe, expect, it } from 'vitest';
import { currentPeriod } from './period.js';

describe('currentPeriod', () => {
  it('is the UTC calendar month, whatever the time of day', () => {
    const { start, end } = currentPeriod(new Date('2025-03-31T23:59:59.999Z'));
    expect(start.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(end.toISOString()).toBe('2025-04-01T00:00:00.000Z');
  });

  it('rolls December over into the next year', () => {
    const { start, end } = currentPeriod(new Date('2024-12-01T00:00:00.000Z'));
    expect(start.toISOString()).toBe('2024-12-01T00:00:00.000Z');
    expect(end.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });
});
