import { describe, expect, it } from 'vitest';
import { decimalSchema, parseDecimal } from './numbers';

describe('parseDecimal', () => {
  it.each([
    ['15', 15],
    ['15,5', 15.5],
    ['1.234,5', 1234.5],
    ['1.500', 1500],
    ['12.345.678', 12345678],
    ['15.5', 15.5],
    ['15.25', 15.25],
    ['-3,75', -3.75],
    [' 2 500 ', 2500],
  ])('%s → %s', (input, expected) => expect(parseDecimal(input)).toBe(expected));

  it.each(['', 'abc', '1.23.4', '0.335', '1,2,3', '12.34.56', '1.2345,6', '--1', '1e5'])(
    'refuses %j',
    (input) => expect(parseDecimal(input)).toBeNull(),
  );
});

describe('decimalSchema', () => {
  const schema = decimalSchema('Meta');
  it('takes numbers and typed text alike', () => {
    expect(schema.parse(12)).toBe(12);
    expect(schema.parse('1.200,5')).toBe(1200.5);
  });
  it('answers in PT-BR', () => {
    expect(schema.safeParse('doze').error?.issues[0]?.message).toBe('Meta deve ser um número');
    expect(schema.safeParse(true).error?.issues[0]?.message).toBe('Meta deve ser um número');
    expect(schema.safeParse('1e12').error?.issues[0]?.message).toBe('Meta deve ser um número');
    expect(schema.safeParse(2e11).error?.issues[0]?.message).toBe('Meta fora do limite');
  });
});
