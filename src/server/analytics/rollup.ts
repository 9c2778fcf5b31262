/**
 * The daily analytics job (docs/product/analytics-and-campaigns.md): every finished São Paulo day of
 * raw events is rolled up into analytics_daily (exact daily unique visitors per dimension), raw
 * events older than the 'analyticsRetentionDays' setting are deleted once their day is rolled up,
 * and past days' salts are deleted (yesterday's visitors can no longer be re-identified).
 * The job engine runs it daily at 00:15 (decision 057); tests call runAnalyticsJob(db, fakeNow).
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { defineJob } from '@server/jobs/define';
import { getSettings } from '@server/settings/settings';
import { zonedDay } from '@shared/time';

/** (dimension, value) pairs every event is counted under; the SQL both the job and live reads use. */
export const DIMENSIONS_SQL = sql.raw(`(values
  ('total', ''), ('path', e.path), ('referrer', coalesce(e.referrer_host, '')),
  ('source', coalesce(e.utm_source, '')), ('medium', coalesce(e.utm_medium, '')),
  ('campaign', coalesce(e.utm_campaign, '')), ('content', coalesce(e.utm_content, '')),
  ('term', coalesce(e.utm_term, '')), ('device', e.device), ('browser', e.browser)
) as d(dimension, value)`);

const DAY_MS = 86_400_000;

export type AnalyticsJobResult = { rolledDays: string[]; deletedEvents: number; deletedSalts: number };

export async function runAnalyticsJob(db: Db, now: Date = new Date()): Promise<AnalyticsJobResult> {
  const today = zonedDay(now);
  const { analyticsRetentionDays } = await getSettings(db);
  const keepFrom = zonedDay(new Date(now.getTime() - Number(analyticsRetentionDays) * DAY_MS));
  return db.transaction(async (tx) => {
    const days = await queryRows<{ day: string }>(
      tx,
      sql`select distinct e.day::text as day from analytics_events e
          where e.day < ${today}::date
            and not exists (select 1 from analytics_rolled_days r where r.day = e.day)
          order by 1`,
    );
    const rolledDays = days.map((row) => row.day);
    if (rolledDays.length) {
      const list = sql.join(
        rolledDays.map((day) => sql`${day}::date`),
        sql`, `,
      );
      await tx.execute(sql`delete from analytics_daily where day in (${list})`);
      await tx.execute(sql`
        insert into analytics_daily (day, dimension, value, event, count, visitors)
        select e.day, d.dimension, d.value, e.event, count(*)::int, count(distinct e.visitor)::int
        from analytics_events e cross join lateral ${DIMENSIONS_SQL}
        where e.day in (${list})
        group by 1, 2, 3, 4`);
      await tx.execute(sql`
        insert into analytics_rolled_days (day) select unnest(array[${list}])
        on conflict (day) do nothing`);
    }
    const deleted = await queryRows<{ n: number }>(
      tx,
      sql`with gone as (
            delete from analytics_events e where e.day < ${keepFrom}::date
              and exists (select 1 from analytics_rolled_days r where r.day = e.day)
            returning 1)
          select count(*)::int as n from gone`,
    );
    const salts = await queryRows<{ n: number }>(
      tx,
      sql`with gone as (delete from analytics_salts where day < ${today}::date returning 1)
          select count(*)::int as n from gone`,
    );
    return { rolledDays, deletedEvents: Number(deleted[0]?.n ?? 0), deletedSalts: Number(salts[0]?.n ?? 0) };
  });
}

export const analyticsRollupJob = defineJob({
  name: 'analytics-diario',
  title: 'Analytics do dia',
  description:
    'Consolida cada dia terminado (horário de São Paulo) nos totais diários, apaga eventos brutos além da retenção e os sais dos dias passados.',
  schedule: '15 0 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  timeoutSeconds: 900,
  singleton: true,
  handler: async ({ deps, now }) => {
    const result = await runAnalyticsJob(deps.db, now);
    const days = result.rolledDays.length;
    return `${[
      days === 1 ? '1 dia consolidado' : `${days} dias consolidados`,
      `${result.deletedEvents} eventos antigos apagados`,
    ].join(', ')}.`;
  },
});
