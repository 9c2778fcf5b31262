/**
 * The KPI functions crm-kpis, finance-kpis and marketing-kpis, computed in SQL from the real tables.
 * The formulas sit next to each query and in docs/product/dashboards-and-kpis.md.
 *
 * Windows: "the last N days" is the rolling window (now − N days, now]. Chart days and months are
 * calendar buckets in America/Sao_Paulo ending today (so a 30-day chart holds 30 calendar days,
 * today included). `now` is a parameter so tests can pin it; the routes use the clock.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import {
  appointmentStatuses,
  type LeadSource,
  leadSources,
  leadStatuses,
  projectStatuses,
} from '@shared/catalog/statuses';
import { saoPauloDay } from '@shared/format';
import type {
  CrmKpis,
  FinanceKpis,
  KpiPeriod,
  LeadsBySource,
  LeadsPerDay,
  MarketingKpis,
} from '@shared/schemas/kpis';
import { TIME_ZONE } from '@shared/time';

const TZ = TIME_ZONE;
/** The cards' fixed window: their titles say 30 days (docs/product/dashboards-and-kpis.md). */
const CARD_DAYS = 30;

export type KpiOptions = { period?: KpiPeriod; now?: Date };

const money = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100) / 100;

function resolve(options: KpiOptions) {
  return { period: options.period ?? 30, now: (options.now ?? new Date()).toISOString() };
}

/**
 * Leads per São Paulo calendar day for the `period` days ending today, one count per source
 * (zero-filled): count(leads) grouped by (created_at at São Paulo)::date, source.
 */
async function leadsPerDay(db: Db, period: number, now: string): Promise<LeadsPerDay[]> {
  const rows = await queryRows<{ day: string; source: LeadSource | null; count: number }>(
    db,
    sql`
      with bounds as (
        select (${now}::timestamptz at time zone ${TZ})::date as last_day
      ), days as (
        select generate_series(last_day - ${period - 1}::int, last_day, interval '1 day')::date as day
        from bounds
      ), counts as (
        select (created_at at time zone ${TZ})::date as day, source, count(*)::int as count
        from leads, bounds
        where created_at >= ((last_day - ${period - 1}::int)::timestamp at time zone ${TZ})
          and created_at <= ${now}::timestamptz
        group by 1, 2
      )
      select to_char(days.day, 'YYYY-MM-DD') as day, counts.source, coalesce(counts.count, 0)::int as count
      from days left join counts on counts.day = days.day
      order by days.day`,
  );
  const byDay = new Map<string, LeadsPerDay>();
  for (const row of rows) {
    let entry = byDay.get(row.day);
    if (!entry) {
      entry = { day: row.day, total: 0 } as LeadsPerDay;
      for (const source of leadSources) entry[source.value] = 0;
      byDay.set(row.day, entry);
    }
    if (row.source && row.source in entry) {
      entry[row.source] += row.count;
      entry.total += row.count;
    }
  }
  return [...byDay.values()];
}

export async function crmKpis(db: Db, options: KpiOptions = {}): Promise<CrmKpis> {
  const { period, now } = resolve(options);
  // newLeads30d   = count(leads) where created_at in (now − 30 days, now]
  // newLeadsPeriod = the same over (now − period days, now]
  // openOpportunities = count(leads) where status in ('qualified', 'proposal')
  // conversionRate = round(count(status = 'won') × 100 ÷ count(all leads), 1); 0 when there are no leads
  const [totals] = await queryRows<{
    new_30d: number;
    new_period: number;
    open: number;
    conversion: string;
  }>(
    db,
    sql`
      select
        count(*) filter (where created_at > ${now}::timestamptz - make_interval(days => ${CARD_DAYS}::int)
                           and created_at <= ${now}::timestamptz)::int as new_30d,
        count(*) filter (where created_at > ${now}::timestamptz - make_interval(days => ${period}::int)
                           and created_at <= ${now}::timestamptz)::int as new_period,
        count(*) filter (where status in ('qualified', 'proposal'))::int as open,
        case when count(*) = 0 then 0
             else round(count(*) filter (where status = 'won') * 100.0 / count(*), 1)
        end::text as conversion
      from leads`,
  );
  // pipeline = count(leads) grouped by status, every status of the catalog (zero-filled)
  const pipelineRows = await queryRows<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from leads group by status`,
  );
  const newLeads30d = totals?.new_30d ?? 0;
  return {
    period,
    newLeads7d: newLeads30d,
    newLeads30d,
    newLeadsPeriod: totals?.new_period ?? 0,
    openOpportunities: totals?.open ?? 0,
    conversionRate: Number(totals?.conversion ?? 0),
    charts: {
      leadsPerDay: await leadsPerDay(db, period, now),
      pipeline: leadStatuses.map(({ value }) => ({
        status: value,
        count: pipelineRows.find((row) => row.status === value)?.count ?? 0,
      })),
    },
  };
}

export async function financeKpis(db: Db, options: KpiOptions = {}): Promise<FinanceKpis> {
  const { period, now } = resolve(options);
  // The ledger (docs/product/finance-insights.md): money received is sum(payments.amount) (refunds
  // are negative payments) by received_on, in São Paulo calendar days ending today.
  // revenueMonth  = sum(payments.amount) with received_on in (today − 30 days, today]
  // revenuePeriod = the same over (today − period days, today]
  // expensesMonth ('Oportunidades Pendentes') = sum(total) of open proposals: status enviada or
  //   visualizada, valid_until ≥ today, not cancelled
  // averageTicket ('Ticket Médio') = avg(accepted_total) of accepted proposals, 2 decimals
  // Every figure is 0 when nothing matches.
  const today = saoPauloDay(new Date(now));
  const [totals] = await queryRows<{
    revenue_month: string;
    revenue_period: string;
    pending: string;
    average: string;
  }>(
    db,
    sql`
      select
        (select coalesce(sum(amount), 0) from payments
          where received_on > ${today}::date - ${CARD_DAYS}::int and received_on <= ${today}::date)::text
          as revenue_month,
        (select coalesce(sum(amount), 0) from payments
          where received_on > ${today}::date - ${period}::int and received_on <= ${today}::date)::text
          as revenue_period,
        (select coalesce(sum(total), 0) from proposals
          where status in ('enviada', 'visualizada') and valid_until >= ${today}::date
            and cancelled_at is null)::text as pending,
        (select coalesce(round(avg(accepted_total), 2), 0) from proposals
          where status = 'aceita' and accepted_total is not null)::text as average`,
  );
  // revenueByMonth = per São Paulo calendar month, the 12 ending this month: sum(payments.amount) and
  // count(payments) by the month of received_on (up to today)
  const months = await queryRows<{ month: string; revenue: string; payments: number }>(
    db,
    sql`
      with months as (
        select generate_series(date_trunc('month', ${today}::date) - interval '11 months',
                               date_trunc('month', ${today}::date), interval '1 month')::date as month
      ), received as (
        select date_trunc('month', received_on)::date as month, amount
        from payments
        where received_on >= (date_trunc('month', ${today}::date) - interval '11 months')::date
          and received_on <= ${today}::date
      )
      select to_char(months.month, 'YYYY-MM') as month,
             coalesce(sum(received.amount), 0)::text as revenue,
             count(received.month)::int as payments
      from months left join received on received.month = months.month
      group by months.month
      order by months.month`,
  );
  // projectsByStatus = count(projects) and sum(budget) grouped by status (zero-filled)
  const statusRows = await queryRows<{ status: string; count: number; budget: string }>(
    db,
    sql`select status, count(*)::int as count, coalesce(sum(budget), 0)::text as budget
        from projects group by status`,
  );
  return {
    period,
    revenueMonth: money(totals?.revenue_month),
    expensesMonth: money(totals?.pending),
    averageTicket: money(totals?.average),
    revenuePeriod: money(totals?.revenue_period),
    charts: {
      revenueByMonth: months.map((row) => ({
        month: row.month,
        revenue: money(row.revenue),
        payments: row.payments,
      })),
      projectsByStatus: projectStatuses.map(({ value }) => {
        const row = statusRows.find((item) => item.status === value);
        return { status: value, count: row?.count ?? 0, budget: money(row?.budget) };
      }),
    },
  };
}

export async function marketingKpis(db: Db, options: KpiOptions = {}): Promise<MarketingKpis> {
  const { period, now } = resolve(options);
  // leadsByCampaign ('Conteúdo Gerado') = count(blog_posts) with created_at in (now − 30 days, now]
  // appointments = count(appointments) with appointment_date in (now − 30 days, now]: consultations
  //   that took place (or should have) in the window; upcoming ones are not counted yet
  // publishedPosts = count(blog_posts) where published
  const [totals] = await queryRows<{ posts_30d: number; appointments: number; published: number }>(
    db,
    sql`
      select
        (select count(*)::int from blog_posts
          where created_at > ${now}::timestamptz - make_interval(days => ${CARD_DAYS}::int)
            and created_at <= ${now}::timestamptz) as posts_30d,
        (select count(*)::int from appointments
          where appointment_date > ${now}::timestamptz - make_interval(days => ${CARD_DAYS}::int)
            and appointment_date <= ${now}::timestamptz) as appointments,
        (select count(*)::int from blog_posts where published) as published`,
  );
  // leadsBySource = count(leads) with created_at in (now − period days, now], grouped by source and
  //   utm->>'campaign' (null when the lead came without a campaign), largest first
  const bySource = await queryRows<{ source: string; campaign: string | null; count: number }>(
    db,
    sql`
      select source, nullif(utm->>'campaign', '') as campaign, count(*)::int as count
      from leads
      where created_at > ${now}::timestamptz - make_interval(days => ${period}::int)
        and created_at <= ${now}::timestamptz
      group by 1, 2
      order by count desc, source, campaign nulls last`,
  );
  // appointmentsByStatus = count(appointments) with appointment_date in (now − period days, now],
  //   grouped by status (zero-filled)
  const apptRows = await queryRows<{ status: string; count: number }>(
    db,
    sql`
      select status, count(*)::int as count
      from appointments
      where appointment_date > ${now}::timestamptz - make_interval(days => ${period}::int)
        and appointment_date <= ${now}::timestamptz
      group by status`,
  );
  return {
    period,
    leadsByCampaign: totals?.posts_30d ?? 0,
    leadsBySource: bySource as LeadsBySource[],
    appointments: totals?.appointments ?? 0,
    publishedPosts: totals?.published ?? 0,
    charts: {
      leadsPerDay: await leadsPerDay(db, period, now),
      appointmentsByStatus: appointmentStatuses.map(({ value }) => ({
        status: value,
        count: apptRows.find((row) => row.status === value)?.count ?? 0,
      })),
    },
  };
}
