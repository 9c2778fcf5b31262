import { describe, expect, it } from 'vitest';
import { fromCents, parseBrl, percentOf, sumMoney, toCents } from './money';

describe('money', () => {
  it('keeps exact cents', () => {
    expect(toCents('1234.5')).toBe(123450n);
    expect(toCents('-0.01')).toBe(-1n);
    expect(fromCents(123450n)).toBe('1234.50');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(sumMoney(['0.10', '0.20', '0.30'])).toBe('0.60');
  });
  it('rounds percentages half up to the cent', () => {
    expect(percentOf('1000.00', 50)).toBe('500.00');
    expect(percentOf('333.33', 50)).toBe('166.67');
    expect(percentOf('100.00', '2')).toBe('2.00');
    expect(percentOf('-333.33', 50)).toBe('-166.67');
  });
  it('parses pt-BR amounts', () => {
    expect(parseBrl('R$ 1.234,56')).toBe('1234.56');
    expect(parseBrl('10')).toBe('10.00');
    expect(parseBrl('abc')).toBeNull();
    expect(parseBrl('1,234')).toBeNull();
  });
});
