import { describe, expect, it } from 'vitest';
import { keyResultProgress, objectiveProgress, quarterDays, quarterOf, shiftQuarter } from './schemas';

describe('OKR math', () => {
  it('computes key-result progress clamped to 0…1, for rising and falling targets', () => {
    expect(keyResultProgress(10, 20, 15)).toBe(0.5);
    expect(keyResultProgress(10, 20, 25)).toBe(1);
    expect(keyResultProgress(10, 20, 5)).toBe(0);
    expect(keyResultProgress(18, 5, 11.5)).toBe(0.5);
    expect(keyResultProgress(18, 5, 2)).toBe(1);
    expect(keyResultProgress(18, 5, 20)).toBe(0);
  });

  it('rolls an objective up as the mean of its key results', () => {
    expect(objectiveProgress([0.5, 0.5, 1])).toBeCloseTo(2 / 3, 12);
    expect(objectiveProgress([])).toBe(0);
  });

  it('names quarters and their days', () => {
    expect(quarterOf('2026-11-26')).toBe('2026-Q4');
    expect(quarterOf('2026-01-01')).toBe('2026-Q1');
    expect(quarterOf('2026-06-30')).toBe('2026-Q2');
    expect(quarterDays('2026-Q4')).toEqual({
      first: '2026-10-01',
      last: '2026-12-31',
      afterLast: '2027-01-01',
    });
    expect(quarterDays('2028-Q1')).toEqual({
      first: '2028-01-01',
      last: '2028-03-31',
      afterLast: '2028-04-01',
    });
    expect(shiftQuarter('2026-Q4', 1)).toBe('2027-Q1');
    expect(shiftQuarter('2026-Q1', -1)).toBe('2025-Q4');
  });
});
