import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents } from '@shared/money';
import { ofxDay, parseOfxAmount, parseStatementAmount, parseStatementDate } from './statement-values';

describe('ofxDay: the São Paulo day of an OFX date-time', () => {
  it.each([
    ['20261127013000[0:GMT]', '2026-11-26'],
    ['20261127013000[+0:UTC]', '2026-11-26'],
    ['20261127030000[0:GMT]', '2026-11-27'],
    ['20261125100000[-3:BRT]', '2026-11-25'],
    ['20261125230000[-3:BRT]', '2026-11-25'],
    ['20261125235959[-03:EST]', '2026-11-25'],
    ['20261126', '2026-11-26'],
    ['20261126013000', '2026-11-26'],
    ['20261126013000.000[-3:BRT]', '2026-11-26'],
    ['20261127000000[-5:EST]', '2026-11-27'],
  ])('%s → %s', (input, day) => {
    expect(ofxDay(input)).toBe(day);
  });
  it.each(['', '2026112', '20260231', '20261127250000[-3:BRT]', 'ontem', '00000000000000'])(
    'refuses %j',
    (input) => {
      expect(ofxDay(input)).toBeNull();
    },
  );
});

describe('amounts as banks write them', () => {
  it.each([
    ['700.00', '700.00'],
    ['700,00', '700.00'],
    ['           1690,70', '1690.70'],
    ['-33021,66', '-33021.66'],
    ['-1.234,56', '-1234.56'],
    ['1,234.56', '1234.56'],
    ['-10', '-10.00'],
    ['700.000', '700.00'],
  ])('OFX %j → %s', (input, amount) => {
    expect(parseOfxAmount(input)).toBe(amount);
  });
  it.each(['', 'abc', '1.2.3,4,5', '12.345'])('OFX refuses %j', (input) => {
    expect(parseOfxAmount(input)).toBeNull();
  });
  it.each([
    ['1.234,56', ',', '1234.56'],
    ['R$ 1.234,56', ',', '1234.56'],
    ['-R$ 50,00', ',', '-50.00'],
    ['(12,00)', ',', '-12.00'],
    ['12,00 D', ',', '-12.00'],
    ['12,00 C', ',', '12.00'],
    ['1234.56', '.', '1234.56'],
    ['-89.90', '.', '-89.90'],
  ] as const)('CSV %j with decimal %s → %s', (input, decimal, amount) => {
    expect(parseStatementAmount(input, decimal)).toBe(amount);
  });
  it('reads back every amount written the Brazilian way (seeded)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -99_999_999_99n, max: 99_999_999_99n }), (cents) => {
        const text = fromCents(cents);
        const [whole, fraction] = text.replace('-', '').split('.') as [string, string];
        const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
        const written = `${cents < 0n ? '-' : ''}${grouped},${fraction}`;
        expect(parseStatementAmount(written, ',')).toBe(text);
        expect(parseOfxAmount(written)).toBe(text);
      }),
      { seed: 20_261_127, numRuns: 300 },
    );
  });
});

describe('dates in CSV cells', () => {
  it('reads the formats banks use and refuses impossible days', () => {
    expect(parseStatementDate('25/11/2026', 'dd/mm/aaaa')).toBe('2026-11-25');
    expect(parseStatementDate('25/11/2026 14:33', 'dd/mm/aaaa')).toBe('2026-11-25');
    expect(parseStatementDate('2026-11-25', 'aaaa-mm-dd')).toBe('2026-11-25');
    expect(parseStatementDate('25/11/26', 'dd/mm/aa')).toBe('2026-11-25');
    expect(parseStatementDate('11/25/2026', 'mm/dd/aaaa')).toBe('2026-11-25');
    expect(parseStatementDate('31/02/2026', 'dd/mm/aaaa')).toBeNull();
    expect(parseStatementDate('25/11/0026', 'dd/mm/aaaa')).toBeNull();
  });
});
