/**
 * Late fine and interest on an overdue invoice (docs/product/invoices-and-payments.md):
 * - days late = calendar days (São Paulo) from the due date to today; 0 when not yet overdue;
 * - fine = fine % × open amount, once, from the first day late;
 * - interest = monthly % × open amount × days late / 30 (simple, pro rata per day, a month counted as 30 days);
 * each rounded half up to the cent on its own. Money stays exact cents (bigint), never floats.
 */
import { fromCents, toCents } from './money';

export type LateFees = { daysLate: number; fine: string; interest: string; total: string };

/** Whole days from `due` to `today` (both yyyy-MM-dd); negative before the due date. */
export function daysBetween(due: string, today: string): number {
  const toDay = (text: string) =>
    Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)));
  return Math.round((toDay(today) - toDay(due)) / 86_400_000);
}

/** value (cents) × numerator / denominator, rounded half up. */
function scaled(cents: bigint, numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) return 0n;
  return (cents * numerator * 2n + denominator) / (2n * denominator);
}

export function lateFees(input: {
  openAmount: string;
  dueDate: string;
  today: string;
  finePercent: string | number;
  monthlyInterestPercent: string | number;
}): LateFees {
  const open = toCents(input.openAmount);
  const daysLate = Math.max(0, daysBetween(input.dueDate, input.today));
  if (daysLate === 0 || open <= 0n) {
    return { daysLate, fine: '0.00', interest: '0.00', total: fromCents(open > 0n ? open : 0n) };
  }
  // Percentages carry two decimals: 2.5 % → 250 basis points of a percent.
  const fineBp = toCents(String(input.finePercent));
  const interestBp = toCents(String(input.monthlyInterestPercent));
  const fine = scaled(open, fineBp, 10_000n);
  const interest = scaled(open, interestBp * BigInt(daysLate), 10_000n * 30n);
  return {
    daysLate,
    fine: fromCents(fine),
    interest: fromCents(interest),
    total: fromCents(open + fine + interest),
  };
}
