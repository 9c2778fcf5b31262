/**
 * Cash flow (docs/product/finance-insights.md): month by month, the 12 months before this one, this
 * month and the 6 after it, in São Paulo calendar months.
 *
 * - realised in: payments by received_on (refunds are negative payments), fees shown apart, and the
 *   fine and interest received (the allocations' late fees, part of realised in) shown apart too;
 * - realised out: expenses paid, by paid_on (cancelled ones never count);
 * - expected in (this month on): the open amount of issued, not cancelled invoices by due date (their
 *   stored paid amount, ledger.ts); what is overdue lands in this month (without the fine and interest
 *   it accrues: the aging report shows those); plus recurring invoices not issued yet, one per month
 *   from next_month;
 * - expected out (this month on): unpaid, not cancelled expenses by due date (overdue in this month),
 *   plus each recurring expense series projected monthly after its latest row;
 * - with includeProposals: open proposals × likelihood at their valid_until month;
 * - the balance runs from 'Saldo inicial' (the balance before every recorded movement) plus what was
 *   realised before the first month shown; an alert names the first month from this one on whose
 *   closing balance is below the minimum.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { settings } from '@server/db/schema';
import { invoiceOpenAmountSql, invoiceOpenSql } from '@server/invoices/ledger';
import type { Actor } from '@server/lib/audit';
import { recordAudit } from '@server/lib/audit';
import { saoPauloDay } from '@shared/format';
import type { CashFlowMonth, CashFlowResponse, CashFlowSettings } from '@shared/insights/schemas';
import { fromCents, toCents } from '@shared/money';
import { addMonths, monthStart } from './dates';
import { likelihoodSql, openProposalSql } from './goals';

export const MONTHS_BACK = 12;
export const MONTHS_AHEAD = 6;

/** Keys of the settings table (their own rows, read here only). */
const STARTING_KEY = 'cashFlowStartingBalance';
const MINIMUM_KEY = 'cashFlowMinimumBalance';
export const DEFAULT_CASH_FLOW_SETTINGS: CashFlowSettings = {
  startingBalance: '0.00',
  minimumBalance: '0.00',
};

export async function getCashFlowSettings(db: Db): Promise<CashFlowSettings> {
  const rows = await queryRows<{ key: string; value: unknown }>(
    db,
    sql`select key, value from settings where key in (${STARTING_KEY}, ${MINIMUM_KEY})`,
  );
  const read = (key: string, fallback: string) => {
    const value = rows.find((row) => row.key === key)?.value;
    try {
      return value === undefined || value === null ? fallback : fromCents(toCents(String(value)));
    } catch {
      return fallback;
    }
  };
  return {
    startingBalance: read(STARTING_KEY, DEFAULT_CASH_FLOW_SETTINGS.startingBalance),
    minimumBalance: read(MINIMUM_KEY, DEFAULT_CASH_FLOW_SETTINGS.minimumBalance),
  };
}

export async function saveCashFlowSettings(
  db: Db,
  actor: Actor,
  input: CashFlowSettings,
): Promise<CashFlowSettings> {
  const before = await getCashFlowSettings(db);
  const next = {
    startingBalance: fromCents(toCents(input.startingBalance)),
    minimumBalance: fromCents(toCents(input.minimumBalance)),
  };
  await db
    .insert(settings)
    .values([
      { key: STARTING_KEY, value: next.startingBalance, updatedBy: actor?.id ?? null },
      { key: MINIMUM_KEY, value: next.minimumBalance, updatedBy: actor?.id ?? null },
    ])
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
    });
  await recordAudit(db, actor, { action: 'update', entity: 'cash_flow_settings', before, after: next });
  return next;
}

type Bucket = {
  realisedIn: bigint;
  lateFeesIn: bigint;
  fees: bigint;
  realisedOut: bigint;
  expectedIn: bigint;
  overdueIn: bigint;
  recurringIn: bigint;
  expectedOut: bigint;
  proposalsIn: bigint;
};

const emptyBucket = (): Bucket => ({
  realisedIn: 0n,
  lateFeesIn: 0n,
  fees: 0n,
  realisedOut: 0n,
  expectedIn: 0n,
  overdueIn: 0n,
  recurringIn: 0n,
  expectedOut: 0n,
  proposalsIn: 0n,
});

export async function cashFlow(
  db: Db,
  options: { includeProposals?: boolean; now?: Date } = {},
): Promise<CashFlowResponse> {
  const now = options.now ?? new Date();
  const today = saoPauloDay(now);
  const thisMonth = monthStart(today);
  const first = addMonths(thisMonth, -MONTHS_BACK);
  const afterLast = addMonths(thisMonth, MONTHS_AHEAD + 1);
  const months = Array.from({ length: MONTHS_BACK + MONTHS_AHEAD + 1 }, (_, index) =>
    addMonths(first, index),
  );
  const buckets = new Map(months.map((month) => [month.slice(0, 7), emptyBucket()]));
  const add = (month: string, key: keyof Bucket, cents: bigint) => {
    const bucket = buckets.get(month.slice(0, 7));
    if (bucket) bucket[key] += cents;
  };
  const settingsNow = await getCashFlowSettings(db);

  // Realised in: payments by received_on month; fees apart; fine and interest received apart.
  const paymentRows = await queryRows<{ month: string; amount: string; fee: string; late_fees: string }>(
    db,
    sql`select to_char(p.received_on, 'YYYY-MM') as month, sum(p.amount)::text as amount, sum(p.fee)::text as fee,
          coalesce(sum((select sum(pa.late_fees) from payment_allocations pa where pa.payment_id = p.id)), 0)::text as late_fees
        from payments p where p.received_on >= ${first}::date and p.received_on < ${afterLast}::date and p.received_on <= ${today}::date
        group by 1`,
  );
  for (const row of paymentRows) {
    add(row.month, 'realisedIn', toCents(row.amount));
    add(row.month, 'lateFeesIn', toCents(row.late_fees));
    add(row.month, 'fees', toCents(row.fee));
  }
  // Realised out: expenses paid, by paid_on month.
  const paidRows = await queryRows<{ month: string; amount: string }>(
    db,
    sql`select to_char(paid_on, 'YYYY-MM') as month, sum(amount)::text as amount
        from expenses where cancelled_at is null and paid_on is not null
          and paid_on >= ${first}::date and paid_on < ${afterLast}::date and paid_on <= ${today}::date
        group by 1`,
  );
  for (const row of paidRows) add(row.month, 'realisedOut', toCents(row.amount));

  // Before the window: the opening balance = 'Saldo inicial' + net realised before the first month.
  const [before] = await queryRows<{ received: string; fees: string; paid: string }>(
    db,
    sql`select
      coalesce((select sum(amount) from payments where received_on < ${first}::date), 0)::text as received,
      coalesce((select sum(fee) from payments where received_on < ${first}::date), 0)::text as fees,
      coalesce((select sum(amount) from expenses where cancelled_at is null and paid_on < ${first}::date), 0)::text as paid`,
  );
  const opening =
    toCents(settingsNow.startingBalance) +
    toCents(before?.received) -
    toCents(before?.fees) -
    toCents(before?.paid);

  // Expected in: open amount of issued, not cancelled invoices by due date; overdue → this month.
  const invoiceRows = await queryRows<{ month: string; open: string; overdue: string }>(
    db,
    sql`select to_char(greatest(date_trunc('month', x.due_date)::date, ${thisMonth}::date), 'YYYY-MM-DD') as month,
          sum(x.open)::text as open, coalesce(sum(x.open) filter (where x.due_date < ${today}::date), 0)::text as overdue
        from (
          select i.due_date, ${invoiceOpenAmountSql('i')} as open
          from invoices i
          where ${invoiceOpenSql('i')} and i.due_date < ${afterLast}::date
        ) x
        where x.open > 0
        group by 1`,
  );
  for (const row of invoiceRows) {
    add(row.month, 'expectedIn', toCents(row.open));
    add(thisMonth, 'overdueIn', toCents(row.overdue));
  }
  // Recurring invoices not issued yet: one per month from next_month, within their number of months.
  const recurringRows = await queryRows<{
    amount: string;
    next_month: string;
    months: number | null;
    issued_count: number;
  }>(
    db,
    sql`select amount::text as amount, to_char(next_month, 'YYYY-MM-DD') as next_month, months, issued_count
        from recurring_invoices where active and next_month is not null`,
  );
  for (const row of recurringRows) {
    const remaining = row.months === null ? Number.POSITIVE_INFINITY : row.months - row.issued_count;
    let month = monthStart(row.next_month);
    for (let index = 0; index < remaining && month < afterLast; index++, month = addMonths(month, 1)) {
      if (month < thisMonth) continue;
      add(month, 'expectedIn', toCents(row.amount));
      add(month, 'recurringIn', toCents(row.amount));
    }
  }

  // Expected out: unpaid, not cancelled expenses by due date (overdue → this month).
  const unpaidRows = await queryRows<{ due: string; amount: string }>(
    db,
    sql`select to_char(due_date, 'YYYY-MM-DD') as due, amount::text as amount from expenses
        where cancelled_at is null and paid_on is null and due_date < ${afterLast}::date`,
  );
  for (const row of unpaidRows) add([row.due, thisMonth].sort()[1]!, 'expectedOut', toCents(row.amount));
  // Recurring expenses: each series (root = repeats_id or id) repeats its latest row monthly after it.
  const seriesRows = await queryRows<{ due: string; amount: string }>(
    db,
    sql`select distinct on (coalesce(repeats_id, id)) to_char(due_date, 'YYYY-MM-DD') as due, amount::text as amount
        from expenses where recurring and cancelled_at is null
        order by coalesce(repeats_id, id), due_date desc`,
  );
  for (const row of seriesRows) {
    for (let month = addMonths(row.due, 1); month < afterLast; month = addMonths(month, 1)) {
      if (month >= thisMonth) add(month, 'expectedOut', toCents(row.amount));
    }
  }

  // The switch: open proposals × likelihood at their valid_until month (from this month on).
  if (options.includeProposals) {
    const proposalRows = await queryRows<{ valid: string; weighted: string }>(
      db,
      sql`select to_char(p.valid_until, 'YYYY-MM-DD') as valid, round(p.total * ${likelihoodSql}, 2)::text as weighted
          from proposals p where ${openProposalSql(today)} and p.valid_until < ${afterLast}::date`,
    );
    for (const row of proposalRows) add(row.valid, 'proposalsIn', toCents(row.weighted));
  }

  let balance = opening;
  const minimum = toCents(settingsNow.minimumBalance);
  let alert: CashFlowResponse['alert'] = null;
  const result: CashFlowMonth[] = months.map((month) => {
    const bucket = buckets.get(month.slice(0, 7))!;
    const net =
      bucket.realisedIn -
      bucket.fees -
      bucket.realisedOut +
      bucket.expectedIn -
      bucket.expectedOut +
      (options.includeProposals ? bucket.proposalsIn : 0n);
    balance += net;
    const kind = month < thisMonth ? 'past' : month === thisMonth ? 'current' : 'future';
    if (!alert && kind !== 'past' && balance < minimum) {
      alert = { month: month.slice(0, 7), balance: fromCents(balance), minimum: fromCents(minimum) };
    }
    return {
      month: month.slice(0, 7),
      kind,
      realisedIn: fromCents(bucket.realisedIn),
      lateFeesIn: fromCents(bucket.lateFeesIn),
      fees: fromCents(bucket.fees),
      realisedOut: fromCents(bucket.realisedOut),
      expectedIn: fromCents(bucket.expectedIn),
      overdueIn: fromCents(bucket.overdueIn),
      recurringIn: fromCents(bucket.recurringIn),
      expectedOut: fromCents(bucket.expectedOut),
      proposalsIn: fromCents(bucket.proposalsIn),
      net: fromCents(net),
      closingBalance: fromCents(balance),
    };
  });
  return {
    today,
    includeProposals: Boolean(options.includeProposals),
    settings: settingsNow,
    openingBalance: fromCents(opening),
    months: result,
    alert,
  };
}
