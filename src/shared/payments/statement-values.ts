/**
 * The values of a bank statement (docs/product/invoices-and-payments.md, 'Importar extrato'): amounts
 * as banks write them ('1.234,56', '-50,00', '  1690,70', '1,234.56', '(12,00)', '12,00 D') and dates
 * ('25/11/2026', '2026-11-25', '25/11/26', an OFX DTPOSTED with its offset). Shared by the server's
 * import and the column-mapping preview, so both read a cell the same way. Money stays exact cents.
 */

import { fromCents } from '@shared/money';
import { isCalendarDate } from '@shared/schemas/project';
import { zonedDay } from '@shared/time';

export type Decimal = ',' | '.';

/** A real calendar day between 2000 and 2100 (a statement from year 0026 is a typo, not money). */
const isCalendarDateInRange = (day: string) =>
  isCalendarDate(day) && day >= '2000-01-01' && day <= '2100-12-31';

/**
 * An amount cell → '1234.56' (sign kept), or null. `decimal` says which mark separates the cents;
 * the other one may group thousands (in threes). 'D'/'C' suffixes and parentheses mark the sign.
 */
export function parseStatementAmount(input: string, decimal: Decimal): string | null {
  let text = input.replace(/\s+/g, '').replace(/^R\$/i, '').replace(/R\$/i, '');
  let negative = false;
  const suffix = /^(.*?)([DC])$/i.exec(text);
  if (suffix && /\d/.test(suffix[1]!)) {
    text = suffix[1]!;
    if (suffix[2]!.toUpperCase() === 'D') negative = true;
  }
  const parenthesised = /^\((.*)\)$/.exec(text);
  if (parenthesised) {
    text = parenthesised[1]!;
    negative = true;
  }
  const sign = /^([+-])(.*)$/.exec(text);
  if (sign) {
    text = sign[2]!.replace(/^R\$/i, '');
    if (sign[1] === '-') negative = !negative;
  }
  const group = decimal === ',' ? '.' : ',';
  const escapedDecimal = decimal === ',' ? ',' : '\\.';
  const escapedGroup = group === ',' ? ',' : '\\.';
  const pattern = new RegExp(`^(\\d{1,3}(?:${escapedGroup}\\d{3})+|\\d+)(?:${escapedDecimal}(\\d+))?$`);
  const match = pattern.exec(text);
  if (!match) return null;
  const whole = match[1]!.split(group).join('');
  const fraction = match[2] ?? '';
  // More than two decimals only when the rest are zeros ('700.000'): no bank moves a tenth of a cent.
  if (fraction.length > 2 && /[^0]/.test(fraction.slice(2))) return null;
  const cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0') || '0');
  return fromCents(negative ? -cents : cents);
}

/**
 * An OFX TRNAMT: the spec's decimal point, or the comma Brazilian banks write; either may come with
 * spaces ('           1690,70') or thousands grouped by the other mark ('-1.234,56').
 */
export function parseOfxAmount(input: string): string | null {
  const text = input.replace(/\s+/g, '');
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) return parseStatementAmount(text, lastComma > lastDot ? ',' : '.');
  if (lastComma >= 0) {
    // One comma is the decimal mark; several only group thousands.
    return text.indexOf(',') === lastComma
      ? parseStatementAmount(text, ',')
      : parseStatementAmount(text, '.');
  }
  if (lastDot >= 0 && text.indexOf('.') !== lastDot) return parseStatementAmount(text, ',');
  return parseStatementAmount(text, '.');
}

export type DateFormat = 'dd/mm/aaaa' | 'aaaa-mm-dd' | 'dd/mm/aa' | 'mm/dd/aaaa';
export const DATE_FORMATS: { value: DateFormat; label: string }[] = [
  { value: 'dd/mm/aaaa', label: 'dd/mm/aaaa' },
  { value: 'aaaa-mm-dd', label: 'aaaa-mm-dd' },
  { value: 'dd/mm/aa', label: 'dd/mm/aa' },
  { value: 'mm/dd/aaaa', label: 'mm/dd/aaaa' },
];

/** A date cell (a time after it is ignored) → 'yyyy-MM-dd', or null. Separators / - . are all read. */
export function parseStatementDate(input: string, format: DateFormat): string | null {
  const text = input.trim().slice(0, 10).trim();
  let year: string;
  let month: string;
  let day: string;
  if (format === 'aaaa-mm-dd') {
    const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
    if (!match) return null;
    [, year, month, day] = match as unknown as [string, string, string, string];
  } else {
    const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(input.trim().split(/\s/)[0] ?? '');
    if (!match) return null;
    const [, first, second, rawYear] = match as unknown as [string, string, string, string];
    if (format === 'dd/mm/aa' ? rawYear.length !== 2 : rawYear.length !== 4) return null;
    year = rawYear.length === 2 ? `20${rawYear}` : rawYear;
    [day, month] = format === 'mm/dd/aaaa' ? [second, first] : [first, second];
  }
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDateInRange(value) ? value : null;
}

/** The format that reads every sample (the first one that does), or null. */
export function detectDateFormat(samples: string[]): DateFormat | null {
  const filled = samples.filter((sample) => sample.trim());
  if (filled.length === 0) return null;
  for (const { value } of DATE_FORMATS)
    if (filled.every((sample) => parseStatementDate(sample, value) !== null)) return value;
  return null;
}

/**
 * An OFX date-time ('20261127013000[0:GMT]', '20261125100000[-3:BRT]', '20261126', '20140203100000[-03:EST]')
 * → the São Paulo calendar day. With a time and an offset the instant is converted; without an offset
 * (or without a time) the date is taken as written: Brazilian banks write local dates.
 */
export function ofxDay(input: string): string | null {
  const match =
    /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?(?:\.\d{1,3})?)?\s*(?:\[\s*([+-]?\d{1,2}(?:\.\d{1,2})?)\s*(?::[^\]]*)?\])?$/.exec(
      input.trim(),
    );
  if (!match) return null;
  const [, year, month, day, hour, minute, second, offset] = match;
  const date = `${year}-${month}-${day}`;
  if (!isCalendarDateInRange(date)) return null;
  if (hour === undefined || offset === undefined) return date;
  const hours = Number(hour);
  const minutes = Number(minute);
  if (hours > 23 || minutes > 59 || Number(second ?? 0) > 59) return null;
  const utc =
    Date.UTC(Number(year), Number(month) - 1, Number(day), hours, minutes, Number(second ?? 0)) -
    Math.round(Number(offset) * 3_600_000);
  return zonedDay(new Date(utc));
}

/** Lines a bank writes for balances, never money moving ('SALDO ANTERIOR', 'S A L D O', 'Saldo do dia'). */
export function isBalanceLine(description: string): boolean {
  const text = description
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase();
  return /^(S A L D O|SALDO(\s+(ANTERIOR|DO DIA|FINAL|INICIAL|ATUAL|BLOQUEADO|DISPONIVEL|EM C\/C|TOTAL))?)\b/.test(
    text,
  );
}
