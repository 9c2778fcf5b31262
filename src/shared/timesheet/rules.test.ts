import { describe, expect, it } from 'vitest';
import { addDays, formatMinutes, mentionHandles, weekDays, weekStartOf } from './team';

describe('team catalog helpers', () => {
  it('finds the Monday of any day, across months and years', () => {
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23'); // Thursday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday belongs to the week before
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
    expect(weekDays('2026-02-23').at(-1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('reads @handles, not e-mail addresses', () => {
    expect(mentionHandles('Oi @Financeiro e @mkt. Veja a@b.com, (@adm)')).toEqual([
      'financeiro',
      'mkt',
      'adm',
    ]);
    expect(mentionHandles('sem menção')).toEqual([]);
  });

  it('writes minutes as hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0min');
    expect(formatMinutes(45)).toBe('45min');
    expect(formatMinutes(120)).toBe('2h');
    expect(formatMinutes(95)).toBe('1h 35min');
  });
});
