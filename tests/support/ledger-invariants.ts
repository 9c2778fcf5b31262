/**
 * The ledger's invariants (issue 23, docs/decisions/055-stored-paid-amount.md) as queries over the
 * database: each returns a line per violation, so a test asserts `expect(await ledgerViolations(db))
 * .toEqual([])` after every step and a failure names the row and the numbers.
 *
 * 1. For each invoice: stored paid_amount / late_fees_paid = the sums of its allocations; 0 ≤ paid ≤ total;
 *    late fees received ≥ 0; its status (computed from the stored amount) is the one the allocations give.
 * 2. For each payment: what it holds on invoices (its allocations after their reversals) + what was
 *    refunded ≤ its amount, and no allocation is reversed past what it holds (amount and late fees).
 * 3. For each refund: it takes back at most its own amount from invoices, and each reversal gives back an
 *    allocation of the payment it refunds, on the same invoice.
 * 4. Commissions: a share of money received is `percentOf(amount, percent)` of its allocation; the
 *    clawbacks of an allocation's reversals sum to −round(earned × reversed ÷ amount) (clawbackShare);
 *    a reversal of money that earned nothing has no clawback.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { invoiceStatusSql } from '@server/finance/ledger';
import { clawbackShare } from '@server/partners/commissions';
import { saoPauloDay } from '@shared/format';
import { percentOf, toCents } from '@shared/money';

export async function ledgerViolations(db: Db, now = new Date()): Promise<string[]> {
  const today = saoPauloDay(now);
  const found: string[] = [];
  const invoices = await queryRows<{
    id: string;
    number: string | null;
    total: string;
    paid: string;
    fees: string;
    summed: string;
    summed_fees: string;
    status: string;
    expected_status: string;
  }>(
    db,
    sql`select i.id, i.number, i.total::text as total, i.paid_amount::text as paid, i.late_fees_paid::text as fees,
          s.amount::text as summed, s.late_fees::text as summed_fees,
          ${invoiceStatusSql(today, 'i')} as status,
          case when i.issued_at is null then 'rascunho' when i.cancelled_at is not null then 'cancelada'
               when s.amount >= i.total then 'paga' when i.due_date < ${today}::date then 'vencida'
               when s.amount > 0 then 'parcialmente_paga' else 'aberta' end as expected_status
        from invoices i
        cross join lateral (select coalesce(sum(pa.amount), 0) as amount, coalesce(sum(pa.late_fees), 0) as late_fees
                            from payment_allocations pa where pa.invoice_id = i.id) s`,
  );
  for (const row of invoices) {
    const name = row.number ?? row.id;
    if (toCents(row.paid) !== toCents(row.summed))
      found.push(`${name}: pago guardado ${row.paid} ≠ soma das alocações ${row.summed}`);
    if (toCents(row.fees) !== toCents(row.summed_fees))
      found.push(`${name}: multa e juros guardados ${row.fees} ≠ soma das alocações ${row.summed_fees}`);
    if (toCents(row.paid) < 0n || toCents(row.paid) > toCents(row.total))
      found.push(`${name}: pago ${row.paid} fora de 0..${row.total}`);
    if (toCents(row.fees) < 0n) found.push(`${name}: multa e juros recebidos ${row.fees} < 0`);
    if (row.status !== row.expected_status)
      found.push(`${name}: status ${row.status} ≠ ${row.expected_status} pelas alocações`);
  }

  const held = await queryRows<{ id: string; payment_id: string; amount: string; late_fees: string }>(
    db,
    sql`select a.id, a.payment_id, (a.amount + coalesce(r.amount, 0))::text as amount,
          (a.late_fees + coalesce(r.late_fees, 0))::text as late_fees
        from payment_allocations a
        left join lateral (select sum(x.amount) as amount, sum(x.late_fees) as late_fees
                           from payment_allocations x where x.reverses_id = a.id) r on true
        where a.reverses_id is null`,
  );
  for (const row of held)
    if (toCents(row.amount) < 0n || toCents(row.late_fees) < 0n)
      found.push(`alocação ${row.id}: estornada além do que tinha (${row.amount} + ${row.late_fees})`);
  const paymentRows = await queryRows<{ id: string; amount: string; holds: string; refunded: string }>(
    db,
    sql`select p.id, p.amount::text as amount,
          coalesce((select sum(a.amount + a.late_fees) from payment_allocations a
                    where a.payment_id = p.id or a.reverses_id in (select id from payment_allocations where payment_id = p.id)), 0)::text as holds,
          coalesce((select -sum(r.amount) from payments r where r.refund_of = p.id), 0)::text as refunded
        from payments p where p.amount > 0`,
  );
  for (const row of paymentRows)
    if (toCents(row.holds) + toCents(row.refunded) > toCents(row.amount))
      found.push(
        `pagamento ${row.id}: nas faturas ${row.holds} + estornado ${row.refunded} > valor ${row.amount}`,
      );

  const refunds = await queryRows<{ id: string; amount: string; taken: string; stray: number }>(
    db,
    sql`select r.id, r.amount::text as amount,
          coalesce((select sum(x.amount + x.late_fees) from payment_allocations x where x.payment_id = r.id), 0)::text as taken,
          (select count(*)::int from payment_allocations x
             left join payment_allocations a on a.id = x.reverses_id
             where x.payment_id = r.id
               and (a.id is null or a.payment_id is distinct from r.refund_of or a.invoice_id <> x.invoice_id)) as stray
        from payments r where r.amount < 0`,
  );
  for (const row of refunds) {
    if (toCents(row.taken) < toCents(row.amount))
      found.push(`estorno ${row.id}: tira ${row.taken} das faturas, mais que ${row.amount}`);
    if (row.stray > 0) found.push(`estorno ${row.id}: ${row.stray} alocação(ões) sem a alocação que devolve`);
  }

  const earned = await queryRows<{
    allocation_id: string;
    base: string;
    amount: string;
    percent: string | null;
    reversed: string;
    clawed: string;
    pending: number;
  }>(
    db,
    sql`select a.id as allocation_id, a.amount::text as base, c.amount::text as amount, g.percent::text as percent,
          coalesce((select -sum(x.amount) from payment_allocations x where x.reverses_id = a.id), 0)::text as reversed,
          coalesce((select sum(xc.amount) from payment_allocations x
                    join partner_commissions xc on xc.source_key = 'alloc:' || x.id::text
                    where x.reverses_id = a.id), 0)::text as clawed,
          (select count(*)::int from payment_allocations x where x.reverses_id = a.id and x.amount < 0
             and not exists (select 1 from partner_commissions xc where xc.source_key = 'alloc:' || x.id::text)) as pending
        from partner_commissions c
        join payment_allocations a on c.source_key = 'alloc:' || a.id::text
        join partner_agreements g on g.id = c.agreement_id
        where c.amount > 0`,
  );
  for (const row of earned) {
    if (row.percent && row.amount !== percentOf(row.base, row.percent))
      found.push(`comissão de ${row.allocation_id}: ${row.amount} ≠ ${row.percent}% de ${row.base}`);
    if (row.pending > 0) continue; // a reversal not accrued yet
    const expected = clawbackShare(toCents(row.amount), toCents(row.reversed), toCents(row.base));
    if (-toCents(row.clawed) !== expected)
      found.push(
        `comissão de ${row.allocation_id}: estornos de comissão ${row.clawed} ≠ −${expected} centavos (estornado ${row.reversed} de ${row.base})`,
      );
  }
  const [orphans] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from partner_commissions xc
        join payment_allocations x on xc.source_key = 'alloc:' || x.id::text
        where x.amount < 0 and not exists (
          select 1 from partner_commissions c where c.source_key = 'alloc:' || x.reverses_id::text and c.amount > 0)`,
  );
  if (orphans && orphans.n > 0)
    found.push(`${orphans.n} estorno(s) de comissão sobre dinheiro que não gerou comissão`);
  return found;
}
