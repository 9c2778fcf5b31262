import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/time';
import { weekDays, weekStartOf } from './rules';

describe('timesheet rules', () => {
  it('finds the Monday of any day, across months and years', () => {
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23'); // Thursday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday belongs to the week before
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
    expect(weekDays('2026-02-23').at(-1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});
