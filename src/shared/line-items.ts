/**
 * The one line-total rule of every document with items — invoices and proposals (issue 25): quantity ×
 * unit price − discount, in exact cents, rounded half away from zero to the cent (quantity has two
 * decimals). The servers store it, the editors and the public pages show it live.
 */
import { fromCents, toCents } from './money';

export type LineItemAmounts = { quantity: string; unitPrice: string; discount?: string };

/** The line's total in cents. */
export function lineTotalCents(item: LineItemAmounts): bigint {
  const product = toCents(item.quantity) * toCents(item.unitPrice); // cents × cents = 1/10000
  const gross = (product * 2n + (product >= 0n ? 100n : -100n)) / 200n;
  return gross - toCents(item.discount ?? '0');
}

/** The line's total as decimal text ('1234.50'). */
export const lineTotal = (item: LineItemAmounts): string => fromCents(lineTotalCents(item));

/** The sum of the lines' totals as decimal text. */
export const linesTotal = (items: readonly LineItemAmounts[]): string =>
  fromCents(items.reduce((sum, item) => sum + lineTotalCents(item), 0n));
