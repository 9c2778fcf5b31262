/**
 * The ledger's shared SQL (issue 15, issue 23): what an invoice has received and its computed status.
 * Every list, report, KPI and cash-flow query uses these, so 'paga' or 'vencida' means one thing
 * everywhere. `today` is the São Paulo calendar day (saoPauloDay()), passed in so tests can move the clock.
 *
 * The paid amount is stored on the invoice (decision 055): `invoices.paid_amount` = the sum of its
 * allocations' `amount`, `invoices.late_fees_paid` = the sum of their `late_fees`, both kept by the
 * statement triggers on payment_allocations in the same transaction as the allocation change, and
 * checked by `invoices_paid_check` (0 ≤ paid_amount ≤ total, late_fees_paid ≥ 0).
 *
 * Lock order for every write that moves money (docs/product/invoices-and-payments.md): first the
 * payment row being refunded (if any), then the invoices' rows in id order (`lockInvoices`), then the
 * inserts. Two writes on one invoice therefore queue on its row and never deadlock.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';

/** What the invoice aliased `alias` (default: the invoices table itself) has received, without late fees. */
export function invoicePaidSql(alias = 'invoices'): SQL {
  return sql.raw(`${alias}.paid_amount`);
}

/** Fine and interest received on the invoice, on top of its total. */
export function invoiceLateFeesPaidSql(alias = 'invoices'): SQL {
  return sql.raw(`${alias}.late_fees_paid`);
}

/** All the money the invoice has received: paid amount + fine and interest. */
export function invoiceReceivedSql(alias = 'invoices'): SQL {
  return sql.raw(`(${alias}.paid_amount + ${alias}.late_fees_paid)`);
}

/** rascunho | cancelada | paga | parcialmente_paga | vencida | aberta, in that order of precedence. */
export function invoiceStatusSql(today: string, alias = 'invoices'): SQL {
  const paid = invoicePaidSql(alias);
  return sql`case
    when ${sql.raw(alias)}.issued_at is null then 'rascunho'
    when ${sql.raw(alias)}.cancelled_at is not null then 'cancelada'
    when ${paid} >= ${sql.raw(alias)}.total then 'paga'
    when ${sql.raw(alias)}.due_date < ${today}::date then 'vencida'
    when ${paid} > 0 then 'parcialmente_paga'
    else 'aberta' end`;
}

/** What is still owed on an issued, not cancelled invoice. */
export function invoiceOpenAmountSql(alias = 'invoices'): SQL {
  return sql`greatest(${sql.raw(alias)}.total - ${invoicePaidSql(alias)}, 0)`;
}

/**
 * Issued, not cancelled and not fully paid: the predicate of the partial index `invoices_open_due_idx`
 * (written the same way, so the planner uses the index).
 */
export function invoiceOpenSql(alias = 'invoices'): SQL {
  return sql.raw(
    `${alias}.issued_at is not null and ${alias}.cancelled_at is null and ${alias}.paid_amount < ${alias}.total`,
  );
}

export type LockedInvoice = {
  id: string;
  leadId: string;
  number: string | null;
  dueDate: string;
  total: string;
  paid: string;
  lateFeesPaid: string;
  /** Not issued or cancelled: no payment may be allocated to it. */
  closed: boolean;
};

/**
 * Locks the invoices' rows (SELECT … FOR UPDATE, in id order) and returns them as they are after the
 * lock: under READ COMMITTED a locked row is re-read at its latest committed version, so the paid
 * amount read here is the one the allocation that follows changes.
 */
export async function lockInvoices(tx: Db, ids: string[]): Promise<Map<string, LockedInvoice>> {
  const unique = [...new Set(ids)].sort();
  if (unique.length === 0) return new Map();
  const rows = await queryRows<{
    id: string;
    lead_id: string;
    number: string | null;
    due_date: string;
    total: string;
    paid_amount: string;
    late_fees_paid: string;
    closed: boolean;
  }>(
    tx,
    sql`select id, lead_id, number, due_date::text as due_date, total::text as total,
          paid_amount::text as paid_amount, late_fees_paid::text as late_fees_paid,
          (issued_at is null or cancelled_at is not null) as closed
        from invoices where id in (${sql.join(
          unique.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) order by id for update`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        leadId: row.lead_id,
        number: row.number,
        dueDate: row.due_date,
        total: row.total,
        paid: row.paid_amount,
        lateFeesPaid: row.late_fees_paid,
        closed: row.closed,
      },
    ]),
  );
}
