/**
 * Demo data for Analytics (docs/product/analytics-and-campaigns.md): ~30 days of page views and events
 * generated in one INSERT … SELECT (deterministic: hashtext of the day and visitor numbers), then rolled
 * up like the daily job does. The visits that came from a campaign carry the UTM the demo leads carry
 * (set by the campaigns' demo data, which runs first), in the order those leads were created. Dates are
 * relative to now.
 */
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import type { SeedContext } from '@server/module';
import { runAnalyticsJob } from './rollup';

const textArray = (values: readonly (string | null)[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export async function seedAnalytics({ db, now }: SeedContext): Promise<void> {
  const utm = await queryRows<{ campaign: string; source: string | null; medium: string | null }>(
    db,
    sql`select campaign, source, medium from (
          select utm->>'campaign' as campaign, utm->>'source' as source, utm->>'medium' as medium,
            row_number() over (order by created_at, email) as n
          from leads where utm->>'campaign' is not null) l
        group by 1, 2, 3 order by min(n)`,
  );
  const slugs = textArray(utm.map((row) => row.campaign));
  const sources = textArray(utm.map((row) => row.source));
  const mediums = textArray(utm.map((row) => row.medium));
  // About a third of the visits came from a campaign's link, spread over the campaigns.
  const pick = utm.length
    ? sql`1 + floor((r2 * 10)::numeric)::int % ${sql.raw(String(utm.length))}`
    : sql`null`;
  await db.execute(sql`
    with visits as (
      select d, v, ((now() at time zone 'America/Sao_Paulo')::date - d) as day,
        (abs(hashtext(d || '-' || v || '-a')) % 1000) / 1000.0 as r1,
        (abs(hashtext(d || '-' || v || '-b')) % 1000) / 1000.0 as r2,
        (abs(hashtext(d || '-' || v || '-c')) % 1000) / 1000.0 as r3,
        (abs(hashtext(d || '-' || v || '-e')) % 1000) / 1000.0 as r5,
        (abs(hashtext(d || '-' || v || '-f')) % 1000) / 1000.0 as r6,
        md5(d || '-' || v) as visitor
      from generate_series(0, 29) d,
        generate_series(1, 70 + abs(hashtext('dia' || d)) % 50 + case when extract(isodow from now() - d * interval '1 day') < 6 then 40 else 0 end) v),
    sourced as (
      select *,
        case when r1 < 0.30 then null when r1 < 0.52 then 'google.com' when r1 < 0.60 then 'instagram.com'
             when r1 < 0.65 then 'linkedin.com' when r1 < 0.68 then 'chatgpt.com' else null end as referrer,
        case when r1 >= 0.68 then ${pick} else null end as campaign_n,
        case when r3 < 0.62 then 'mobile' when r3 < 0.67 then 'tablet' else 'desktop' end as device,
        case when r3 < 0.62 then (case when r2 < 0.7 then 'Chrome' when r2 < 0.95 then 'Safari' else 'Samsung Internet' end)
             when r3 < 0.67 then 'Safari'
             else (case when r2 < 0.65 then 'Chrome' when r2 < 0.8 then 'Edge' when r2 < 0.93 then 'Safari' else 'Firefox' end) end as browser,
        case when r5 < 0.70 then '/' when r5 < 0.80 then '/plataforma/shopify' when r5 < 0.86 then '/plataforma/wordpress'
             when r5 < 0.93 then '/blog' else '/questionario' end as landing,
        ((day + time '08:00') + (r6 * interval '14 hours')) at time zone 'America/Sao_Paulo' as at
      from visits),
    attributed as (
      select s.*, (${slugs})[campaign_n] as campaign, (${sources})[campaign_n] as utm_source,
        (${mediums})[campaign_n] as utm_medium
      from sourced s),
    events as (
      select day, at, 'page_view' as event, landing as path, null as label, visitor, referrer, campaign, utm_source, utm_medium, device, browser from attributed
      union all
      select day, at + interval '40 seconds', 'page_view', case when r5 < 0.5 then '/privacidade' else '/plataforma/webflow' end, null, visitor, null, campaign, utm_source, utm_medium, device, browser
        from attributed where r2 < 0.35
      union all
      select day, at + interval '20 seconds', 'cta_click', landing, case when r6 < 0.5 then 'hero_avaliar' else 'offer_questionario' end, visitor, null, campaign, utm_source, utm_medium, device, browser
        from attributed where r6 < 0.28
      union all
      select day, at + interval '30 seconds', 'chat_opened', landing, null, visitor, null, campaign, utm_source, utm_medium, device, browser
        from attributed where r2 > 0.9
      union all
      select day, at + interval '60 seconds', 'questionnaire_view', '/questionario', null, visitor, null, campaign, utm_source, utm_medium, device, browser
        from attributed where r6 < 0.16 or landing = '/questionario'
      union all
      select day, at + interval '90 seconds', 'questionnaire_step', '/questionario', 'tipo-projeto', visitor, null, campaign, utm_source, utm_medium, device, browser
        from attributed where r6 < 0.11
      union all
      select day, at + interval '5 minutes', 'questionnaire_submitted', '/questionario', null, visitor, null, campaign, utm_source, utm_medium, device, browser
        from attributed where r6 < 0.05
      union all
      select day, at + interval '50 seconds', 'booking_view', '/', null, visitor, null, campaign, utm_source, utm_medium, device, browser
        from attributed where r3 > 0.9
      union all
      select day, at + interval '3 minutes', 'booking_submitted', '/', null, visitor, null, campaign, utm_source, utm_medium, device, browser
        from attributed where r3 > 0.97)
    insert into analytics_events (occurred_at, day, event, path, label, referrer_host, utm_source, utm_medium,
      utm_campaign, device, browser, visitor)
    select at, day, event, path, label, referrer, utm_source, utm_medium, campaign, device, browser, visitor
    from events where at <= now()`);
  await runAnalyticsJob(db, new Date(now));
}
