/**
 * 'Registrar pagamento' (docs/product/invoices-and-payments.md): the form's invoice rows — one per
 * open invoice of the client, in the list's order (oldest due date first) — and the sums over them.
 * An invoice paid after its due date also takes the fine and interest received, once it gets an amount.
 */
import { fromCents, toCents } from '@shared/money';
import type { OpenInvoice } from '@shared/payments/schemas';
import { centsOf, typedMoney } from '@web/lib/typed-money';

/** One invoice's row as typed: what pays it and the fine and interest on top. */
export type PaymentRow = { invoiceId: string; amount: string; lateFees: string };

const cents = (text: string | undefined) => centsOf(text ?? '') ?? 0n;
/** The smaller of two amounts in cents (Math.min does not take bigint). */
const least = (a: bigint, b: bigint) => [a, b].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))[0]!;

/** Paid after its due date: the fine and interest count (and show), once the invoice gets an amount. */
export const takesLateFees = (invoice: OpenInvoice, receivedOn: string, row: PaymentRow | undefined) =>
  receivedOn > invoice.dueDate && cents(row?.amount) > 0n;

/**
 * The rows for these invoices: what was already typed for an invoice stays; otherwise its `preset`
 * share, and the fine and interest its PIX code asks for today.
 */
export function rowsFor(
  invoices: readonly OpenInvoice[],
  current: readonly PaymentRow[],
  preset: Record<string, string>,
): PaymentRow[] {
  return invoices.map((invoice) => {
    const typed = current.find((row) => row.invoiceId === invoice.id);
    if (typed) return typed;
    return {
      invoiceId: invoice.id,
      amount: preset[invoice.id] ?? '',
      lateFees: toCents(invoice.lateFees) > 0n ? typedMoney(invoice.lateFees) : '',
    };
  });
}

/** What the rows take of the amount received: the invoices' shares and the fine and interest that count. */
export function allocatedCents(
  invoices: readonly OpenInvoice[],
  rows: readonly PaymentRow[],
  receivedOn: string,
) {
  return invoices.reduce((sum, invoice, index) => {
    const row = rows[index];
    const fee = takesLateFees(invoice, receivedOn, row) ? cents(row?.lateFees) : 0n;
    return sum + cents(row?.amount) + fee;
  }, 0n);
}

/** Fills the invoices oldest first with the amount received: each invoice, then its fine and interest. */
export function distribute(
  invoices: readonly OpenInvoice[],
  rows: readonly PaymentRow[],
  amount: bigint,
  receivedOn: string,
): PaymentRow[] {
  let left = amount;
  return invoices.map((invoice, index) => {
    const row = rows[index] ?? { invoiceId: invoice.id, amount: '', lateFees: '' };
    const owed = toCents(invoice.open);
    const share = least(left, owed);
    left -= share;
    let lateFees = row.lateFees;
    if (share > 0n && receivedOn > invoice.dueDate) {
      const asked = toCents(invoice.lateFees);
      const fee = least(left, asked);
      lateFees = typedMoney(fromCents(fee));
      left -= fee;
    }
    return { invoiceId: invoice.id, amount: share > 0n ? typedMoney(fromCents(share)) : '', lateFees };
  });
}

/**
 * What the server would refuse, said before asking it (the same messages, under the same fields): an
 * invoice given more than it has open, and the invoices given more than was received.
 */
export function overAllocation(
  invoices: readonly OpenInvoice[],
  rows: readonly PaymentRow[],
  amount: bigint,
  receivedOn: string,
): Record<string, string> | null {
  for (const [index, invoice] of invoices.entries()) {
    if (cents(rows[index]?.amount) > toCents(invoice.open))
      return {
        [`allocations.${index}.amount`]: `O valor para ${invoice.number} passa do valor em aberto`,
      };
  }
  if (allocatedCents(invoices, rows, receivedOn) > amount)
    return { allocations: 'A soma nas faturas passa do valor recebido' };
  return null;
}
