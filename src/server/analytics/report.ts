/**
 * The Analytics page's numbers (docs/product/analytics-and-campaigns.md) for a period of São Paulo
 * days and the same number of days before it. Finished days come from analytics_daily; days not
 * rolled up yet (today) are aggregated live from the raw events, with the same SQL.
 * Visitors over a period are the sum of daily unique visitors (the hash rotates daily, as Plausible's).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { invoiceReceivedSql } from '@server/invoices/ledger';
import { previousPeriod } from '@shared/analytics/rules';
import type {
  AnalyticsQuery,
  AnalyticsReport,
  Breakdown,
  DailyPoint,
  FunnelStep,
  PeriodTotals,
} from '@shared/analytics/schemas';
import { DIMENSIONS_SQL } from './rollup';

/** Daily stats (day, dimension, value, event, count, visitors) for [from, to]; no bounds = all time. */
export function dailyStats(from?: string, to?: string): SQL {
  const inRange = (column: SQL) =>
    from && to ? sql`${column} between ${from}::date and ${to}::date` : sql`true`;
  return sql`(
    select day, dimension, value, event, count, visitors from analytics_daily where ${inRange(sql`day`)}
    union all
    select e.day, d.dimension, d.value, e.event, count(*)::int, count(distinct e.visitor)::int
    from analytics_events e cross join lateral ${DIMENSIONS_SQL}
    where ${inRange(sql`e.day`)}
      and not exists (select 1 from analytics_rolled_days r where r.day = e.day)
    group by 1, 2, 3, 4
  )`;
}

type Row = { dimension: string; value: string; event: string; count: number; visitors: number };

async function grouped(db: Db, period: AnalyticsQuery): Promise<Row[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select dimension, value, event, sum(count)::int as count, sum(visitors)::int as visitors
        from ${dailyStats(period.from, period.to)} s group by 1, 2, 3`,
  );
  return rows.map((row) => ({ ...row, count: Number(row.count), visitors: Number(row.visitors) }));
}

function breakdown(rows: Row[], dimension: string, limit = 10, keepEmpty = false): Breakdown[] {
  return rows
    .filter((row) => row.dimension === dimension && row.event === 'page_view' && (keepEmpty || row.value))
    .map((row) => ({ value: row.value, visitors: row.visitors, views: row.count }))
    .sort((a, b) => b.visitors - a.visitors || b.views - a.views || a.value.localeCompare(b.value))
    .slice(0, limit);
}

const totalOf = (rows: Row[], event: string) =>
  rows.find((row) => row.dimension === 'total' && row.event === event) ?? { count: 0, visitors: 0 };

/** Site leads (not typed in by staff) created in the period; won ones; money received from them. */
async function leadFunnel(db: Db, period: AnalyticsQuery) {
  const rows = await queryRows<{ leads: number; won: number; paying: number; revenue: string }>(
    db,
    sql`with cohort as (
          select id, status from leads
          where source <> 'manual'
            and (created_at at time zone 'America/Sao_Paulo')::date between ${period.from}::date and ${period.to}::date)
        select (select count(*)::int from cohort) as leads,
               (select count(*)::int from cohort where status = 'won') as won,
               (select count(distinct i.lead_id)::int from invoices i join cohort c on c.id = i.lead_id
                  where ${invoiceReceivedSql('i')} > 0) as paying,
               (select coalesce(sum(${invoiceReceivedSql('i')}), 0)::numeric(14, 2)::text from invoices i
                  join cohort c on c.id = i.lead_id) as revenue`,
  );
  const row = rows[0];
  return {
    leads: Number(row?.leads ?? 0),
    won: Number(row?.won ?? 0),
    paying: Number(row?.paying ?? 0),
    revenue: row?.revenue ?? '0.00',
  };
}

async function periodNumbers(db: Db, period: AnalyticsQuery) {
  const [rows, lead] = await Promise.all([grouped(db, period), leadFunnel(db, period)]);
  const views = totalOf(rows, 'page_view');
  const started = totalOf(rows, 'questionnaire_step');
  const sent = totalOf(rows, 'questionnaire_submitted');
  const totals: PeriodTotals = {
    visitors: views.visitors,
    views: views.count,
    questionnaires: sent.count,
    leads: lead.leads,
  };
  const funnel: FunnelStep[] = [
    { key: 'visit', label: 'Visitas', value: views.visitors },
    { key: 'started', label: 'Questionário iniciado', value: started.visitors },
    { key: 'sent', label: 'Questionário enviado', value: sent.visitors },
    { key: 'lead', label: 'Leads', value: lead.leads },
    { key: 'won', label: 'Negócios ganhos', value: lead.won },
    { key: 'money', label: 'Dinheiro recebido', value: lead.paying, money: lead.revenue },
  ];
  return { rows, totals, funnel };
}

export async function analyticsReport(db: Db, period: AnalyticsQuery): Promise<AnalyticsReport> {
  const previous = previousPeriod(period);
  const [current, before, series] = await Promise.all([
    periodNumbers(db, period),
    periodNumbers(db, previous),
    queryRows<DailyPoint>(
      db,
      sql`select g.day::date::text as day, coalesce(sum(s.visitors), 0)::int as visitors,
                 coalesce(sum(s.count), 0)::int as views
          from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') g(day)
          left join ${dailyStats(period.from, period.to)} s
            on s.day = g.day::date and s.dimension = 'total' and s.event = 'page_view'
          group by 1 order by 1`,
    ),
  ]);
  const rows = current.rows;
  return {
    period,
    previous,
    totals: current.totals,
    previousTotals: before.totals,
    series: series.map((row) => ({ day: row.day, visitors: Number(row.visitors), views: Number(row.views) })),
    referrers: breakdown(rows, 'referrer'),
    sources: breakdown(rows, 'source'),
    mediums: breakdown(rows, 'medium'),
    campaigns: breakdown(rows, 'campaign'),
    pages: breakdown(rows, 'path'),
    devices: breakdown(rows, 'device', 3),
    browsers: breakdown(rows, 'browser', 6),
    funnel: current.funnel,
    previousFunnel: before.funnel,
  };
}
