import { describe, expect, it } from 'vitest';
import { dayLabel, formatCount, formatPercent, monthLabel } from './kpi-format';

describe('KPI formats (pt-BR)', () => {
  it('shows the conversion rate with one decimal and a comma', () => {
    expect(formatPercent(12.5)).toBe('12,5%');
    expect(formatPercent(0)).toBe('0,0%');
    expect(formatPercent(100)).toBe('100,0%');
  });

  it('groups thousands with a dot', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
  });

  it('labels months and days without time zone shifts', () => {
    expect(monthLabel('2026-03')).toBe('mar/26');
    expect(monthLabel('2026-12', true)).toBe('dezembro de 2026');
    expect(dayLabel('2026-01-09')).toBe('09/01');
  });
});
