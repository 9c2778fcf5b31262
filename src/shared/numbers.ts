/**
 * A number as a person types it in Brazil (not money: see money.ts): '1.234,5', '1234,5', '15,5',
 * '1.500' (grouping), and '15.5' (one dot with one or two digits after it is the decimal point, as
 * pasted from a spreadsheet). Loose grouping ('1.23.4', '0.335') is refused, never guessed.
 */
import { z } from 'zod';

// Groups of three after a first group of one to three digits that does not start with 0.
const GROUPED = /^[1-9]\d{0,2}(\.\d{3})+$/;

export function parseDecimal(input: string): number | null {
  const text = input.replace(/\s/g, '');
  const match = /^(-)?([\d.]+)(?:,(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction] = match;
  let digits: string;
  if (fraction !== undefined || GROUPED.test(whole!)) {
    if (whole!.includes('.') && !GROUPED.test(whole!)) return null;
    digits = `${whole!.replace(/\./g, '')}${fraction !== undefined ? `.${fraction}` : ''}`;
  } else if (/^\d+(\.\d{1,2})?$/.test(whole!)) {
    digits = whole!;
  } else {
    return null;
  }
  const value = Number(`${sign ?? ''}${digits}`);
  return Number.isFinite(value) ? value : null;
}

/** A number field: a number, or the text a person typed (parsed as above), bounded. */
export const decimalSchema = (label: string) =>
  z.union([z.number(), z.string()], { error: `${label} deve ser um número` }).transform((value, context) => {
    const number = typeof value === 'number' ? value : parseDecimal(value);
    if (number === null || !Number.isFinite(number)) {
      context.addIssue({ code: 'custom', message: `${label} deve ser um número` });
      return z.NEVER;
    }
    if (Math.abs(number) > 1e11) {
      context.addIssue({ code: 'custom', message: `${label} fora do limite` });
      return z.NEVER;
    }
    return number;
  });
