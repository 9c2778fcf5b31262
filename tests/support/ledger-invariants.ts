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
 *
 * The concurrency test (tests/integration/ledger-invariants.test.ts) adds, below:
 * 5. Over time (ledgerTimeViolations): at every date a payment was received, what each invoice had
 *    received by then is ≥ 0 (it may pass the total for a while: a client who paid twice, refunded
 *    later); a refund is never dated before the payment it gives back, and
 *    no money is dated after today (the cash flow counts money received by its date); the fine and
 *    interest of an allocation are at most what the invoice charged on the day it was paid
 *    (`lateFees()` on its total, the most it could have been open).
 * 6. Bank lines (bankLineViolations): each line booked at most once (a payment, a bill or ignored), each
 *    payment and bill booked by at most one line, with the line's amount (and, recorded from the line,
 *    its date).
 * 7. Commission totals (commissionTotalViolations): per referred lead, the sum of its commission entries
 *    = Σ over the money received on its invoices within the agreement's months, percent × amount −
 *    the share of it refunded; computed from the allocations alone.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { billingSettings } from '@server/invoices/billing-settings';
import { invoiceStatusSql } from '@server/invoices/ledger';
import { clawbackShare } from '@server/partners/commissions';
import { saoPauloDay } from '@shared/format';
import { lateFees } from '@shared/late-fees';
import { fromCents, percentOf, toCents } from '@shared/money';

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

export async function ledgerTimeViolations(db: Db, now = new Date()): Promise<string[]> {
  const today = saoPauloDay(now);
  const found: string[] = [];
  const byDay = await queryRows<{
    number: string | null;
    total: string;
    day: string;
    paid: string;
    fees: string;
  }>(
    db,
    sql`select i.number, i.total::text as total, d.day::text as day,
          sum(pa.amount)::text as paid, sum(pa.late_fees)::text as fees
        from (select distinct pa.invoice_id, p.received_on as day
              from payment_allocations pa join payments p on p.id = pa.payment_id) d
        join invoices i on i.id = d.invoice_id
        join payment_allocations pa on pa.invoice_id = i.id
        join payments p on p.id = pa.payment_id and p.received_on <= d.day
        group by i.id, i.number, i.total, d.day
        having sum(pa.amount) < 0 or sum(pa.late_fees) < 0`,
  );
  for (const row of byDay)
    found.push(
      `${row.number}: em ${row.day} tinha recebido ${row.paid} (+ ${row.fees} de multa e juros), menos que nada`,
    );
  const early = await queryRows<{ id: string; day: string; paid_on: string }>(
    db,
    sql`select r.id, r.received_on::text as day, p.received_on::text as paid_on
        from payments r join payments p on p.id = r.refund_of where r.received_on < p.received_on`,
  );
  for (const row of early)
    found.push(`estorno ${row.id}: datado ${row.day}, antes do pagamento que devolve (${row.paid_on})`);
  const future = await queryRows<{ what: string; id: string; day: string }>(
    db,
    sql`select 'pagamento' as what, id, received_on::text as day from payments where received_on > ${today}::date
        union all
        select 'conta paga' as what, id, paid_on::text as day from expenses where paid_on > ${today}::date`,
  );
  for (const row of future) found.push(`${row.what} ${row.id}: datado ${row.day}, depois de hoje (${today})`);

  const settings = await billingSettings(db);
  const fined = await queryRows<{
    id: string;
    number: string | null;
    total: string;
    due: string;
    day: string;
    fees: string;
  }>(
    db,
    sql`select pa.id, i.number, i.total::text as total, i.due_date::text as due, p.received_on::text as day,
          pa.late_fees::text as fees
        from payment_allocations pa join payments p on p.id = pa.payment_id join invoices i on i.id = pa.invoice_id
        where pa.reverses_id is null and pa.late_fees > 0`,
  );
  for (const row of fined) {
    const most = lateFees({
      openAmount: row.total,
      dueDate: row.due,
      today: row.day,
      finePercent: settings.finePercent,
      monthlyInterestPercent: settings.monthlyInterestPercent,
    });
    const cap = toCents(most.fine) + toCents(most.interest);
    if (toCents(row.fees) > cap)
      found.push(
        `${row.number}: multa e juros de ${row.fees} recebidos em ${row.day}, mais que a fatura cobrava (${fromCents(cap)})`,
      );
  }
  return found;
}

export async function bankLineViolations(db: Db): Promise<string[]> {
  const found: string[] = [];
  const lines = await queryRows<{ id: string; problem: string }>(
    db,
    sql`select b.id, case
          when num_nonnulls(b.matched_payment_id, b.matched_expense_id, b.ignored_at) > 1 then 'lançado mais de uma vez'
          when b.matched_payment_id is not null and p.id is null then 'ligado a um pagamento que não existe'
          when p.id is not null and p.amount <> b.amount then 'valor ' || b.amount || ' ≠ pagamento ' || p.amount
          when p.id is not null and p.refund_of is not null then 'ligado a um estorno'
          when b.payment_created and p.id is not null and p.received_on <> b.posted_on then 'pagamento criado com outra data'
          when b.matched_expense_id is not null and e.id is null then 'ligado a uma conta que não existe'
          when e.id is not null and e.amount <> -b.amount then 'valor ' || b.amount || ' ≠ conta −' || e.amount
          when e.id is not null and e.paid_on is null then 'conta conciliada sem data de pagamento'
          when e.id is not null and e.cancelled_at is not null then 'conta cancelada continua conciliada (a saída some do caixa)'
        end as problem
        from bank_statement_lines b
        left join payments p on p.id = b.matched_payment_id
        left join expenses e on e.id = b.matched_expense_id`,
  );
  for (const line of lines) if (line.problem) found.push(`lançamento ${line.id}: ${line.problem}`);
  const twice = await queryRows<{ what: string; id: string; n: number }>(
    db,
    sql`select 'pagamento' as what, matched_payment_id as id, count(*)::int as n from bank_statement_lines
          where matched_payment_id is not null group by 2 having count(*) > 1
        union all
        select 'conta' as what, matched_expense_id as id, count(*)::int as n from bank_statement_lines
          where matched_expense_id is not null group by 2 having count(*) > 1`,
  );
  for (const row of twice) found.push(`${row.what} ${row.id}: conciliado com ${row.n} lançamentos`);
  return found;
}

/**
 * For each of `leadIds` (leads referred by a partner whose 'percentual' agreement is `percent` % for
 * `months` months from the lead's first payment): Σ commission entries = Σ percent × money received −
 * its refunded share, from the allocations alone (not from the commission rows).
 */
export async function commissionTotalViolations(
  db: Db,
  leadIds: string[],
  agreement: { percent: string; months: number },
): Promise<string[]> {
  if (leadIds.length === 0) return [];
  const ids = sql.join(
    leadIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const received = await queryRows<{ lead_id: string; amount: string; reversed: string; in_window: boolean }>(
    db,
    sql`with first_payment as (
          select i.lead_id, min(p.received_on) as first_on from payment_allocations pa
          join payments p on p.id = pa.payment_id join invoices i on i.id = pa.invoice_id
          where pa.amount > 0 and i.lead_id in (${ids}) group by i.lead_id)
        select i.lead_id, a.amount::text as amount,
          coalesce((select -sum(x.amount) from payment_allocations x where x.reverses_id = a.id), 0)::text as reversed,
          p.received_on < fp.first_on + make_interval(months => ${agreement.months}) as in_window
        from payment_allocations a
        join payments p on p.id = a.payment_id
        join invoices i on i.id = a.invoice_id
        join first_payment fp on fp.lead_id = i.lead_id
        where a.reverses_id is null and a.amount > 0`,
  );
  const expected = new Map(leadIds.map((id) => [id, 0n]));
  for (const row of received) {
    if (!row.in_window) continue;
    const earned = toCents(percentOf(row.amount, agreement.percent));
    const net = earned - clawbackShare(earned, toCents(row.reversed), toCents(row.amount));
    expected.set(row.lead_id, (expected.get(row.lead_id) ?? 0n) + net);
  }
  const actual = await queryRows<{ lead_id: string; amount: string }>(
    db,
    sql`select lead_id, coalesce(sum(amount), 0)::text as amount from partner_commissions
        where lead_id in (${ids}) and source_key like 'alloc:%' group by lead_id`,
  );
  const found: string[] = [];
  for (const [leadId, cents] of expected) {
    const stored = toCents(actual.find((row) => row.lead_id === leadId)?.amount ?? '0');
    if (stored !== cents)
      found.push(
        `comissões do lead ${leadId}: ${fromCents(stored)} lançadas ≠ ${fromCents(cents)} (${agreement.percent}% do recebido − estornos)`,
      );
  }
  return found;
}
