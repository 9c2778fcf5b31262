/**
 * Commissions (docs/product/partners.md), computed from the data and idempotent: each run inserts the
 * entries that are missing and nothing twice (partner_commissions.source_key is unique).
 *  - A 'percentual' agreement earns its percent of every payment allocation to an invoice of a
 *    referred lead, received within `recurring_months` of the lead's first payment. A refund (a
 *    negative allocation) on an invoice that earned commission creates a negative entry, on the
 *    statement of the month it is accrued in (the next statement, never a closed one).
 *  - A 'fixo' agreement earns its amount once, when the lead is won.
 * The agreement that governs a lead is the partner's agreement in force on the day it was referred.
 * Called after a payment is recorded (onPaymentRecorded), when the Comissões page loads and daily.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { partnerCommissions } from '@server/db/schema-partners';
import { defineJob } from '@server/jobs/define';
import { saoPauloDay } from '@shared/format';
import { percentOf, toCents } from '@shared/money';

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The agreement in force on the lead's referral day (an active one first, then the latest). */
const agreementFor = sql`join lateral (
    select a.* from partner_agreements a
    where a.partner_id = l.partner_id
      and a.valid_from <= (coalesce(l.referred_at, l.created_at) at time zone 'America/Sao_Paulo')::date
      and (a.valid_until is null
           or a.valid_until >= (coalesce(l.referred_at, l.created_at) at time zone 'America/Sao_Paulo')::date)
    order by (a.status = 'ativo') desc, a.valid_from desc
    limit 1) a on true`;

type AllocationRow = {
  allocation_id: string;
  amount: string;
  received_on: string;
  lead_id: string;
  lead_name: string;
  partner_id: string;
  agreement_id: string;
  percent: string;
  invoice_number: string | null;
};

type WonRow = {
  lead_id: string;
  lead_name: string;
  partner_id: string;
  agreement_id: string;
  fixed_amount: string;
};

export async function accrueCommissions(
  db: Db,
  now: Date = new Date(),
  options: { paymentId?: string } = {},
): Promise<{ created: number }> {
  const currentMonth = monthOf(saoPauloDay(now));
  const onlyPayment = options.paymentId ? sql`and pa.payment_id = ${options.paymentId}` : sql``;
  // Money received first, refunds second: a refund counts only against an invoice that earned
  // commission, which the first pass may just have recorded.
  const allocationRows = (sign: 'received' | 'refund') =>
    queryRows<AllocationRow>(
      db,
      sql`with first_payment as (
          select i.lead_id, min(p.received_on) as first_on
          from payment_allocations pa
          join payments p on p.id = pa.payment_id
          join invoices i on i.id = pa.invoice_id
          join leads l on l.id = i.lead_id
          where l.partner_id is not null and pa.amount > 0
          group by i.lead_id)
        select pa.id as allocation_id, pa.amount::text as amount, p.received_on::text as received_on,
          l.id as lead_id, l.name as lead_name, l.partner_id, a.id as agreement_id, a.percent::text as percent,
          i.number as invoice_number
        from payment_allocations pa
        join payments p on p.id = pa.payment_id
        join invoices i on i.id = pa.invoice_id
        join leads l on l.id = i.lead_id
        join first_payment fp on fp.lead_id = l.id
        ${agreementFor}
        where l.partner_id is not null and a.kind = 'percentual' ${onlyPayment}
          and not exists (select 1 from partner_commissions c where c.source_key = 'alloc:' || pa.id::text)
          and ${
            sign === 'received'
              ? sql`pa.amount > 0 and p.received_on < fp.first_on + make_interval(months => a.recurring_months)`
              : sql`pa.amount < 0 and exists (
                  select 1 from partner_commissions c
                  join payment_allocations earned on earned.id = c.allocation_id
                  where earned.invoice_id = pa.invoice_id and c.amount > 0)`
          }`,
    );
  const won = options.paymentId
    ? []
    : await queryRows<WonRow>(
        db,
        sql`select l.id as lead_id, l.name as lead_name, l.partner_id, a.id as agreement_id,
              a.fixed_amount::text as fixed_amount
            from leads l
            ${agreementFor}
            where l.partner_id is not null and l.status = 'won' and a.kind = 'fixo'
              and not exists (select 1 from partner_commissions c where c.source_key = 'won:' || l.id::text)`,
      );

  const insert = async (rows: (typeof partnerCommissions.$inferInsert)[]) => {
    if (!rows.length) return 0;
    const inserted = await db
      .insert(partnerCommissions)
      .values(rows)
      .onConflictDoNothing({ target: partnerCommissions.sourceKey })
      .returning({ id: partnerCommissions.id });
    return inserted.length;
  };
  const entry = (row: AllocationRow): typeof partnerCommissions.$inferInsert => {
    const refund = toCents(row.amount) < 0n;
    const invoice = row.invoice_number ? ` da fatura ${row.invoice_number}` : '';
    return {
      partnerId: row.partner_id,
      agreementId: row.agreement_id,
      leadId: row.lead_id,
      sourceKey: `alloc:${row.allocation_id}`,
      allocationId: row.allocation_id,
      baseAmount: row.amount,
      amount: percentOf(row.amount, row.percent),
      description: refund
        ? `Estorno${invoice} (${row.lead_name})`
        : `${Number(row.percent).toLocaleString('pt-BR')}% do recebido${invoice} (${row.lead_name})`,
      statementMonth: refund ? currentMonth : monthOf(row.received_on),
      createdAt: now,
    };
  };
  let created = await insert((await allocationRows('received')).map(entry));
  created += await insert((await allocationRows('refund')).map(entry));
  created += await insert(
    won.map((row) => ({
      partnerId: row.partner_id,
      agreementId: row.agreement_id,
      leadId: row.lead_id,
      sourceKey: `won:${row.lead_id}`,
      baseAmount: null,
      amount: row.fixed_amount,
      description: `Negócio ganho (${row.lead_name})`,
      statementMonth: currentMonth,
      createdAt: now,
    })),
  );
  return { created };
}

/**
 * Accrues the commissions a newly recorded payment (or refund) earns. The payment hooks call it once
 * the payment and its allocations are stored (same transaction or right after).
 */
export function onPaymentRecorded(db: Db, paymentId: string) {
  return accrueCommissions(db, new Date(), { paymentId });
}

export const commissionAccrualJob = defineJob({
  name: 'comissoes-de-parceiros',
  title: 'Comissões de parceiros',
  description:
    'Lança as comissões fixas de negócios ganhos por indicação e o que um pagamento registrado não lançou na hora.',
  schedule: '30 4 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  timeoutSeconds: 600,
  singleton: true,
  handler: async ({ deps, now }) => {
    const { created } = await accrueCommissions(deps.db, now);
    return created === 1
      ? '1 comissão lançada.'
      : created
        ? `${created} comissões lançadas.`
        : 'Nenhuma comissão nova.';
  },
});
