/** Money as a person types it (decision 053): read to cents, and written back for an input. */
import { formatMoneyInput, parseMoney } from '@shared/money';

/** Money typed by a person, read with the one rule (decision 053), as cents; null when empty or unreadable. */
export function centsOf(text: string): bigint | null {
  if (!text.trim()) return null;
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.cents : null;
}

/** A money value as the person would type it back: '1.234,56'. */
export const typedMoney = (value: string) => formatMoneyInput(value);
