import { describe, expect, it } from 'vitest';
import { linesTotal, lineTotal, lineTotalCents } from './line-items';

describe('the one line total (invoices and proposals)', () => {
  it('multiplies quantity by unit price in exact cents, rounding half away from zero', () => {
    expect(lineTotal({ quantity: '3', unitPrice: '0.10' })).toBe('0.30');
    expect(lineTotal({ quantity: '1.5', unitPrice: '33.33' })).toBe('50.00'); // 49.995 → 50.00
    expect(lineTotal({ quantity: '0.5', unitPrice: '0.01' })).toBe('0.01'); // 0.005 → 0.01
    expect(lineTotalCents({ quantity: '-1.5', unitPrice: '33.33' })).toBe(-5000n);
  });

  it('takes a discount off the line, and sums lines without floats', () => {
    expect(lineTotal({ quantity: '2', unitPrice: '1500', discount: '250.50' })).toBe('2749.50');
    expect(
      linesTotal([
        { quantity: '12', unitPrice: '250.00' },
        { quantity: '1', unitPrice: '8900.00' },
      ]),
    ).toBe('11900.00');
    expect(
      linesTotal([
        { quantity: '3', unitPrice: '0.1' },
        { quantity: '3', unitPrice: '0.2' },
      ]),
    ).toBe('0.90');
  });
});
