/**
 * The ledger's shared SQL (issue 15): what an invoice has received and its computed status. Every
 * list, report, KPI and cash-flow query uses these, so 'paga' or 'vencida' means one thing everywhere.
 * `today` is the São Paulo calendar day (saoPauloDay()), passed in so tests can move the clock.
 */
import { type SQL, sql } from 'drizzle-orm';

/** Sum of the allocations to the invoice aliased `alias` (default: the invoices table itself). */
export function invoicePaidSql(alias = 'invoices'): SQL {
  return sql.raw(
    `coalesce((select sum(pa.amount) from payment_allocations pa where pa.invoice_id = ${alias}.id), 0)`,
  );
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
