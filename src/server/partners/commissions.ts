/**
 * Commissions (docs/product/partners.md), computed from the data and idempotent: each run inserts the
 * entries that are missing and nothing twice (partner_commissions.source_key is unique).
 *  - A 'percentual' agreement earns its percent of every payment allocation to an invoice of a
 *    referred lead (its `amount`: fine and interest are not commissionable), received within
 *    `recurring_months` of the lead's first payment.
 *  - A refund's reversal of an allocation that earned commission takes back that commission's share of
 *    the money reversed, and nothing else (a reversal of money that earned nothing claws back nothing):
 *    after reversals totalling r of an allocation of amount b that earned e, the entries of those
 *    reversals sum to −round(e × r ÷ b), so a full reversal nets the commission to exactly zero. The
 *    entry is negative, on the statement of the month it is accrued in (never a closed one), with the
 *    partner and agreement of the commission it reverses.
 *  - A 'fixo' agreement earns its amount once, when the lead is won.
 * The agreement that governs a lead is the partner's agreement in force on the day it was referred.
 * Called after a payment is recorded (onPaymentRecorded), when the Comissões page loads and daily.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { defineJob } from '@server/jobs/define';
import { saoPauloDay } from '@shared/format';
import { fromCents, percentOf, toCents } from '@shared/money';
import { partnerCommissions } from './schema';

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
  // Money received first, refunds second: a reversal claws back only commission its allocation
  // earned, which the first pass may just have recorded.
  const allocationRows = () =>
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
          and pa.amount > 0 and p.received_on < fp.first_on + make_interval(months => a.recurring_months)`,
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
    const invoice = row.invoice_number ? ` da fatura ${row.invoice_number}` : '';
    return {
      partnerId: row.partner_id,
      agreementId: row.agreement_id,
      leadId: row.lead_id,
      sourceKey: `alloc:${row.allocation_id}`,
      allocationId: row.allocation_id,
      baseAmount: row.amount,
      amount: percentOf(row.amount, row.percent),
      description: `${Number(row.percent).toLocaleString('pt-BR')}% do recebido${invoice} (${row.lead_name})`,
      statementMonth: monthOf(row.received_on),
      createdAt: now,
    };
  };
  let created = await insert((await allocationRows()).map(entry));
  created += await insert(
    (await clawbacks(db, options.paymentId)).map((row) => ({
      partnerId: row.partner_id,
      agreementId: row.agreement_id,
      leadId: row.lead_id,
      sourceKey: `alloc:${row.allocation_id}`,
      allocationId: row.allocation_id,
      baseAmount: row.amount,
      amount: fromCents(-row.clawback),
      description: `Estorno${row.invoice_number ? ` da fatura ${row.invoice_number}` : ''} (${row.lead_name})`,
      statementMonth: currentMonth,
      createdAt: now,
    })),
  );
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
 * The share of commission `earned` on an allocation of `base` that reversals totalling `reversed` take
 * back: round half up (earned × reversed ÷ base), never more than earned.
 */
export function clawbackShare(earned: bigint, reversed: bigint, base: bigint): bigint {
  if (base <= 0n || reversed >= base) return earned;
  if (reversed <= 0n) return 0n;
  return (earned * reversed * 2n + base) / (2n * base);
}

type ReversalRow = {
  allocation_id: string;
  reverses_id: string;
  amount: string;
  partner_id: string;
  agreement_id: string;
  lead_id: string;
  lead_name: string;
  partner_name: string;
  invoice_number: string | null;
  earned: string;
  base: string;
  /** Reversals of the same allocation whose clawback is already recorded, and what they took back. */
  reversed_before: string;
  clawed_before: string;
};

/** Per allocation id, the commission it earned and what its recorded reversals took back. */
const earnedSql = (allocationId: SQL) => sql`
  join payment_allocations a on a.id = ${allocationId}
  join partner_commissions c on c.source_key = 'alloc:' || a.id::text and c.amount > 0
  join leads l on l.id = c.lead_id
  join partners pt on pt.id = c.partner_id
  cross join lateral (
    select coalesce(-sum(x.amount), 0)::text as reversed_before, coalesce(-sum(xc.amount), 0)::text as clawed_before
    from payment_allocations x
    join partner_commissions xc on xc.source_key = 'alloc:' || x.id::text
    where x.reverses_id = a.id) done`;
const earnedColumns = sql`c.partner_id, c.agreement_id, c.lead_id, l.name as lead_name, pt.name as partner_name,
  c.amount::text as earned, a.amount::text as base, done.reversed_before, done.clawed_before`;

/** The reversals not accrued yet whose allocation earned commission, each with its clawback (cents > 0). */
async function clawbacks(db: Db, paymentId?: string) {
  const rows = await queryRows<ReversalRow>(
    db,
    sql`select r.id as allocation_id, r.reverses_id, r.amount::text as amount, i.number as invoice_number,
          ${earnedColumns}
        from payment_allocations r
        join payments rp on rp.id = r.payment_id
        join invoices i on i.id = r.invoice_id
        ${earnedSql(sql`r.reverses_id`)}
        where r.amount < 0 ${paymentId ? sql`and r.payment_id = ${paymentId}` : sql``}
          and not exists (select 1 from partner_commissions x where x.source_key = 'alloc:' || r.id::text)
        order by r.reverses_id, rp.created_at, r.id`,
  );
  const state = new Map<string, { reversed: bigint; clawed: bigint }>();
  return rows.map((row) => {
    const current = state.get(row.reverses_id) ?? {
      reversed: toCents(row.reversed_before),
      clawed: toCents(row.clawed_before),
    };
    current.reversed += -toCents(row.amount);
    const target = clawbackShare(toCents(row.earned), current.reversed, toCents(row.base));
    const clawback = target - current.clawed;
    current.clawed = target;
    state.set(row.reverses_id, current);
    return { ...row, clawback };
  });
}

/**
 * What reversing `amount` (cents, the money that paid the invoice) of each allocation would take back
 * from partners now: for the refund dialog's preview. Allocations that earned nothing are left out.
 */
export async function clawbackPreview(
  db: Db,
  pieces: { allocationId: string; amount: bigint }[],
): Promise<{ partnerName: string; amount: bigint }[]> {
  const wanted = pieces.filter((piece) => piece.amount > 0n);
  if (wanted.length === 0) return [];
  const rows = await queryRows<
    Pick<ReversalRow, 'partner_name' | 'earned' | 'base' | 'reversed_before' | 'clawed_before'> & {
      id: string;
    }
  >(
    db,
    sql`select ids.id::text as id, ${earnedColumns}
        from unnest(array[${sql.join(
          wanted.map((piece) => sql`${piece.allocationId}::uuid`),
          sql`, `,
        )}]) as ids(id)
        ${earnedSql(sql`ids.id`)}`,
  );
  return rows.flatMap((row) => {
    const piece = wanted.find((entry) => entry.allocationId === row.id)!;
    const clawed = toCents(row.clawed_before);
    const target = clawbackShare(
      toCents(row.earned),
      toCents(row.reversed_before) + piece.amount,
      toCents(row.base),
    );
    return target > clawed ? [{ partnerName: row.partner_name, amount: target - clawed }] : [];
  });
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
