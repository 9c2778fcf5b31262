/**
 * Live metrics a key result can follow (docs/product/okrs-and-onboarding.md), for a quarter's window in
 * São Paulo time: new leads (created), deals won (leads now 'won', last changed in the window),
 * revenue received (sum of payments.amount received in the window, refunds are negative payments),
 * consultations (appointments completed, by their date).
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import type { KrMetric } from '@shared/okrs/catalog';
import { quarterDays } from '@shared/okrs/schemas';
import { zonedTimeToUtc } from '@shared/time';

export function quarterWindow(quarter: string): {
  from: Date;
  to: Date;
  firstDay: string;
  afterLastDay: string;
} {
  const days = quarterDays(quarter);
  return {
    from: zonedTimeToUtc(days.first, 0),
    to: zonedTimeToUtc(days.afterLast, 0),
    firstDay: days.first,
    afterLastDay: days.afterLast,
  };
}

/** Every metric's value for the quarter (four small indexed aggregates, one round trip). */
export async function metricValues(db: Db, quarter: string): Promise<Record<KrMetric, number>> {
  const w = quarterWindow(quarter);
  const from = w.from.toISOString();
  const to = w.to.toISOString();
  const [row] = await queryRows<Record<KrMetric, string | number | null>>(
    db,
    sql`select
      (select count(*) from leads where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz) as new_leads,
      (select count(*) from leads where status = 'won' and updated_at >= ${from}::timestamptz and updated_at < ${to}::timestamptz) as deals_won,
      (select coalesce(sum(amount), 0) from payments where received_on >= ${w.firstDay}::date and received_on < ${w.afterLastDay}::date) as revenue_received,
      (select count(*) from appointments where status = 'completed' and appointment_date >= ${from}::timestamptz and appointment_date < ${to}::timestamptz) as consultations`,
  );
  return {
    new_leads: Number(row?.new_leads ?? 0),
    deals_won: Number(row?.deals_won ?? 0),
    revenue_received: Number(row?.revenue_received ?? 0),
    consultations: Number(row?.consultations ?? 0),
  };
}
