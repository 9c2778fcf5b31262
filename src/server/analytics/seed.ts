/**
 * Demo data for Analytics and Campanhas (docs/product/analytics-and-campaigns.md): four campaigns with
 * spend, the demo leads that carried a campaign spread over them, and ~30 days of page views and
 * events generated in one INSERT … SELECT (deterministic: hashtext of the day and visitor numbers),
 * then rolled up like the daily job does. Dates are relative to now.
 */
import { sql } from 'drizzle-orm';
import { runAnalyticsJob } from '@server/analytics/rollup';
import type { Db } from './client';
import { campaignSpend, campaigns } from './schema-analytics';

const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number, now: number) =>
  new Date(now + offsetDays * DAY_MS).toISOString().slice(0, 10);

const CAMPAIGNS = [
  {
    name: 'Black Friday 2026',
    slug: 'black-friday',
    channel: 'meta_ads',
    start: -35,
    end: 5,
    budget: '8000.00',
    notes: 'Anúncios no Instagram e Facebook com condição especial para sites e agentes GPT.',
    spend: ['1200.00', '1350.50', '1480.00', '990.90', '1120.00'],
    source: 'instagram',
    medium: 'cpc',
  },
  {
    name: 'Busca Google — Agentes de IA',
    slug: 'google-ia',
    channel: 'google_ads',
    start: -60,
    end: null,
    budget: '5000.00',
    notes: 'Palavras-chave: agente GPT, chatbot para empresas, automação com IA.',
    spend: ['640.00', '720.00', '810.40', '755.00'],
    source: 'google',
    medium: 'cpc',
  },
  {
    name: 'LinkedIn B2B — Indústria',
    slug: 'linkedin-b2b',
    channel: 'linkedin',
    start: -28,
    end: -2,
    budget: '3000.00',
    notes: 'Conteúdo patrocinado para diretores de indústria e logística.',
    spend: ['980.00', '1010.00'],
    source: 'linkedin',
    medium: 'paid_social',
  },
  {
    name: 'Newsletter de novembro',
    slug: 'newsletter-novembro',
    channel: 'email',
    start: -20,
    end: -19,
    budget: null,
    notes: 'Envio para a base de clientes e contatos do blog.',
    spend: ['150.00'],
    source: 'newsletter',
    medium: 'email',
  },
] as const;

export async function seedAnalytics(db: Db, userId: string | null, now = Date.now()): Promise<void> {
  const inserted = await db
    .insert(campaigns)
    .values(
      CAMPAIGNS.map((campaign) => ({
        name: campaign.name,
        slug: campaign.slug,
        channel: campaign.channel,
        startsOn: isoDay(campaign.start, now),
        endsOn: campaign.end === null ? null : isoDay(campaign.end, now),
        budget: campaign.budget,
        notes: campaign.notes,
        createdBy: userId,
        createdAt: new Date(now + campaign.start * DAY_MS),
      })),
    )
    .returning({ id: campaigns.id, slug: campaigns.slug });
  await db.insert(campaignSpend).values(
    CAMPAIGNS.flatMap((campaign, index) =>
      campaign.spend.map((amount, entry) => ({
        campaignId: inserted[index]!.id,
        spentOn: isoDay(Math.min(campaign.start + entry * 7, -1), now),
        amount,
        note: entry === 0 ? 'Primeiro lote de anúncios' : `Semana ${entry + 1}`,
        createdBy: userId,
      })),
    ),
  );

  // The demo leads that came from a campaign are spread over these four, in creation order.
  const slugs = sql.raw(`array[${CAMPAIGNS.map((campaign) => `'${campaign.slug}'`).join(', ')}]`);
  const sources = sql.raw(`array[${CAMPAIGNS.map((campaign) => `'${campaign.source}'`).join(', ')}]`);
  const mediums = sql.raw(`array[${CAMPAIGNS.map((campaign) => `'${campaign.medium}'`).join(', ')}]`);
  await db.execute(sql`
    with numbered as (
      select id, (row_number() over (order by created_at, email) - 1) % 4 + 1 as n
      from leads where utm->>'campaign' is not null)
    update leads l set utm = jsonb_build_object(
      'source', (${sources})[numbered.n], 'medium', (${mediums})[numbered.n], 'campaign', (${slugs})[numbered.n])
    from numbered where numbered.id = l.id`);

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
        case when r1 >= 0.68 then 1 + floor((r2 * 10)::numeric)::int % 4 else null end as campaign_n,
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
