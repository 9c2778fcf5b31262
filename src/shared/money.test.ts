import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMoneyInput,
  fromCents,
  MONEY_MESSAGES,
  parseBrl,
  parseMoney,
  percentOf,
  sumMoney,
  toCents,
} from './money';
import { MONEY_CASES } from './money-input.cases';

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
});

describe('the one way to type money (decision 053)', () => {
  it.each(MONEY_CASES)('%j', (typed, expected) => {
    const parsed = parseMoney(typed);
    if ('value' in expected) {
      expect(parsed).toMatchObject({ ok: true, value: expected.value });
      expect(parseBrl(typed)).toBe(expected.value);
    } else {
      expect(parsed).toEqual({ ok: false, error: expected.error });
      expect(parseBrl(typed)).toBeNull();
    }
  });

  it('reads numbers sent by API clients through the same rule', () => {
    expect(parseMoney(1234.56)).toMatchObject({ ok: true, value: '1234.56' });
    expect(parseMoney(12.5)).toMatchObject({ ok: true, value: '12.50' });
    expect(parseMoney(0)).toMatchObject({ ok: true, value: '0.00' });
    expect(parseMoney(0.335)).toEqual({ ok: false, error: MONEY_MESSAGES.grouping });
    expect(parseMoney(Number.NaN)).toMatchObject({ ok: false });
    expect(parseMoney(1e21)).toMatchObject({ ok: false });
  });

  it('limits the sign where the field asks', () => {
    expect(parseMoney('-1,00', 'nonNegative')).toEqual({ ok: false, error: MONEY_MESSAGES.negative });
    expect(parseMoney('0', 'positive')).toEqual({ ok: false, error: MONEY_MESSAGES.positive });
    expect(parseMoney('-0,00', 'positive')).toEqual({ ok: false, error: MONEY_MESSAGES.positive });
    expect(parseMoney('0', 'nonNegative')).toMatchObject({ ok: true, value: '0.00' });
    expect(parseMoney('-5', 'any')).toMatchObject({ ok: true, value: '-5.00' });
  });

  it('formats for typing back, and what it formats reads back to the same cents', () => {
    expect(formatMoneyInput('1234.5')).toBe('1.234,50');
    expect(formatMoneyInput('-1234567.89')).toBe('-1.234.567,89');
    expect(formatMoneyInput('0.05')).toBe('0,05');
    expect(formatMoneyInput('')).toBe('');
    const seed = Number(process.env.FC_SEED ?? 48);
    fc.assert(
      fc.property(fc.bigInt({ min: -99_999_999_999_999n, max: 99_999_999_999_999n }), (cents) => {
        const value = fromCents(cents);
        const typed = formatMoneyInput(value);
        expect(parseMoney(typed)).toMatchObject({ ok: true, value });
        expect(parseMoney(`R$ ${typed}`)).toMatchObject({ ok: true, value });
        // The canonical form the API answers ('1234.56') is accepted back unchanged.
        expect(parseMoney(value)).toMatchObject({ ok: true, value });
      }),
      { seed, numRuns: 500, verbose: true },
    );
  });
});
