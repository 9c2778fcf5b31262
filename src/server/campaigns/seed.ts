/**
 * Demo data for Campanhas (docs/product/analytics-and-campaigns.md): four campaigns with their spend,
 * and the demo leads that carried a campaign spread over them (with each campaign's utm_source and
 * utm_medium), so the analytics demo's visits (src/server/analytics/seed.ts) can carry the same UTM.
 * Dates are relative to now.
 */
import { sql } from 'drizzle-orm';
import type { SeedContext } from '@server/module';
import type { CampaignChannel } from '@shared/campaigns/catalog';
import { campaignSpend, campaigns } from './schema';

const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number, now: number) =>
  new Date(now + offsetDays * DAY_MS).toISOString().slice(0, 10);

const CAMPAIGNS: readonly {
  name: string;
  slug: string;
  channel: CampaignChannel;
  start: number;
  end: number | null;
  budget: string | null;
  notes: string;
  spend: readonly string[];
  source: string;
  medium: string;
}[] = [
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
];

export async function seedCampaigns({ db, ids, now }: SeedContext): Promise<void> {
  const userId = ids['mkt@coders.example'] ?? null;
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

  // The demo leads that came from a campaign are spread over these, in creation order.
  const slugs = sql.raw(`array[${CAMPAIGNS.map((campaign) => `'${campaign.slug}'`).join(', ')}]`);
  const sources = sql.raw(`array[${CAMPAIGNS.map((campaign) => `'${campaign.source}'`).join(', ')}]`);
  const mediums = sql.raw(`array[${CAMPAIGNS.map((campaign) => `'${campaign.medium}'`).join(', ')}]`);
  await db.execute(sql`
    with numbered as (
      select id, (row_number() over (order by created_at, email) - 1) % ${sql.raw(String(CAMPAIGNS.length))} + 1 as n
      from leads where utm->>'campaign' is not null)
    update leads l set utm = jsonb_build_object(
      'source', (${sources})[numbered.n], 'medium', (${mediums})[numbered.n], 'campaign', (${slugs})[numbered.n])
    from numbered where numbered.id = l.id`);
}
