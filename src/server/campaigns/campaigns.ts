/**
 * Campaigns (docs/product/analytics-and-campaigns.md): CRUD, spend entries, and per campaign the
 * visits (analytics, utm_campaign = slug), the leads whose stored UTM names the slug
 * (leads.utm->>'campaign', written by leads/upsert-lead.ts), deals won, money received from those
 * leads (payments → payment_allocations → invoices.lead_id) and the ratios. Every change is audited.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { dailyStats } from '@server/analytics/report';
import { type Db, queryRows } from '@server/db/client';
import { invoiceReceivedSql } from '@server/invoices/ledger';
import { type Actor, recordAudit } from '@server/lib/audit';
import { afterCreated, createdPage } from '@server/lib/cursor';
import { HttpError, notFound } from '@server/lib/http';
import { containsPattern } from '@server/lib/like';
import {
  CAMPAIGN_NOT_FOUND,
  type CampaignDetail,
  type CampaignFormData,
  type CampaignItem,
  type CampaignLeadsPage,
  type CampaignList,
  type CampaignMetrics,
  SLUG_TAKEN,
  SPEND_NOT_FOUND,
  type SpendEntry,
  type SpendFormData,
} from '@shared/campaigns/schemas';
import { fromCents, toCents } from '@shared/money';
import { campaignSpend, campaigns } from './schema';

type CampaignRow = typeof campaigns.$inferSelect;
type MetricRow = { slug: string; visits: number; leads: number; won: number; spend: string; revenue: string };

const divide = (money: string, count: number) =>
  count > 0 ? fromCents((toCents(money) * 2n + BigInt(count)) / (2n * BigInt(count))) : null;

export function metricsOf(row: Omit<MetricRow, 'slug'>): CampaignMetrics {
  const spendCents = toCents(row.spend);
  return {
    visits: Number(row.visits),
    leads: Number(row.leads),
    won: Number(row.won),
    spend: row.spend,
    revenue: row.revenue,
    costPerLead: divide(row.spend, Number(row.leads)),
    acquisitionCost: divide(row.spend, Number(row.won)),
    returnOnSpend: spendCents > 0n ? Number((toCents(row.revenue) * 100n) / spendCents) / 100 : null,
  };
}

async function metricsFor(db: Db, ids: string[]): Promise<Map<string, CampaignMetrics>> {
  if (!ids.length) return new Map();
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<MetricRow & { id: string }>(
    db,
    sql`with c as (select id, slug from campaigns where id in (${idList})),
        visits as (
          select s.value as slug, sum(s.visitors)::int as visits from ${dailyStats()} s
          where s.dimension = 'campaign' and s.event = 'page_view' and s.value in (select slug from c)
          group by 1),
        lead_rows as (
          select l.id, l.status, l.utm->>'campaign' as slug from leads l
          where l.utm->>'campaign' in (select slug from c)),
        revenue as (
          select lr.slug, sum(${invoiceReceivedSql('i')}) as revenue from lead_rows lr
          join invoices i on i.lead_id = lr.id
          group by 1)
        select c.id, c.slug,
          coalesce((select visits from visits v where v.slug = c.slug), 0)::int as visits,
          (select count(*) from lead_rows lr where lr.slug = c.slug)::int as leads,
          (select count(*) from lead_rows lr where lr.slug = c.slug and lr.status = 'won')::int as won,
          coalesce((select sum(amount) from campaign_spend s where s.campaign_id = c.id), 0)::numeric(14, 2)::text as spend,
          coalesce((select revenue from revenue r where r.slug = c.slug), 0)::numeric(14, 2)::text as revenue
        from c`,
  );
  return new Map(rows.map((row) => [row.id, metricsOf(row)]));
}

const EMPTY: CampaignMetrics = metricsOf({ visits: 0, leads: 0, won: 0, spend: '0.00', revenue: '0.00' });

function itemOf(row: CampaignRow, metrics: CampaignMetrics | undefined): CampaignItem {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    channel: row.channel,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    budget: row.budget,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    metrics: metrics ?? EMPTY,
  };
}

/** Every campaign, newest first (a marketing team runs dozens, not thousands: no paging). */
export async function listCampaigns(db: Db, q?: string): Promise<CampaignList> {
  const pattern = q ? containsPattern(q.toLowerCase()) : null;
  const rows = await db
    .select()
    .from(campaigns)
    .where(
      pattern
        ? sql`(lower(${campaigns.name}) like ${pattern} or ${campaigns.slug} like ${pattern})`
        : undefined,
    )
    .orderBy(desc(campaigns.startsOn), desc(campaigns.createdAt))
    .limit(500);
  const metrics = await metricsFor(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => itemOf(row, metrics.get(row.id))) };
}

export async function readCampaign(db: Db, id: string): Promise<CampaignDetail> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  const [metrics, spend] = await Promise.all([
    metricsFor(db, [id]),
    db
      .select()
      .from(campaignSpend)
      .where(eq(campaignSpend.campaignId, id))
      .orderBy(desc(campaignSpend.spentOn), desc(campaignSpend.createdAt)),
  ]);
  return {
    ...itemOf(row, metrics.get(id)),
    spend: spend.map(
      (entry): SpendEntry => ({
        id: entry.id,
        spentOn: entry.spentOn,
        amount: entry.amount,
        note: entry.note,
        createdAt: entry.createdAt.toISOString(),
      }),
    ),
  };
}

const slugTaken = () => new HttpError(422, 'validation', SLUG_TAKEN, { slug: SLUG_TAKEN });

async function assertSlugFree(db: Db, slug: string, except?: string) {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.slug, slug))
    .limit(1);
  if (row && row.id !== except) throw slugTaken();
}

const values = (input: CampaignFormData) => ({
  name: input.name,
  slug: input.slug,
  channel: input.channel,
  startsOn: input.startsOn,
  endsOn: input.endsOn,
  budget: input.budget,
  notes: input.notes,
});

export async function createCampaign(db: Db, actor: Actor, input: CampaignFormData): Promise<CampaignDetail> {
  await assertSlugFree(db, input.slug);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({ ...values(input), createdBy: actor?.id ?? null })
      .returning();
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'campaign',
      entityId: row!.id,
      after: values(input),
    });
    return row!.id;
  });
  return readCampaign(db, id);
}

export async function updateCampaign(
  db: Db,
  actor: Actor,
  id: string,
  input: CampaignFormData,
): Promise<CampaignDetail> {
  await assertSlugFree(db, input.slug, id);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update').limit(1);
    if (!before) throw notFound(CAMPAIGN_NOT_FOUND);
    await tx
      .update(campaigns)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(campaigns.id, id));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'campaign',
      entityId: id,
      before,
      after: values(input),
    });
  });
  return readCampaign(db, id);
}

export async function deleteCampaign(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(campaigns).where(eq(campaigns.id, id)).returning();
    if (!before) throw notFound(CAMPAIGN_NOT_FOUND);
    await recordAudit(tx, actor, { action: 'delete', entity: 'campaign', entityId: id, before });
  });
}

export async function addSpend(
  db: Db,
  actor: Actor,
  id: string,
  input: SpendFormData,
): Promise<CampaignDetail> {
  await db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.id, id))
      .limit(1);
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    const [row] = await tx
      .insert(campaignSpend)
      .values({ campaignId: id, ...input, createdBy: actor?.id ?? null })
      .returning();
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'campaign_spend',
      entityId: row!.id,
      after: row,
    });
  });
  return readCampaign(db, id);
}

export async function deleteSpend(
  db: Db,
  actor: Actor,
  id: string,
  spendId: string,
): Promise<CampaignDetail> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(campaignSpend)
      .where(and(eq(campaignSpend.id, spendId), eq(campaignSpend.campaignId, id)))
      .returning();
    if (!before) throw notFound(SPEND_NOT_FOUND);
    await recordAudit(tx, actor, { action: 'delete', entity: 'campaign_spend', entityId: spendId, before });
  });
  return readCampaign(db, id);
}

/** The campaign's leads, newest first, keyset-paged, with the money received from each. */
export async function campaignLeads(
  db: Db,
  id: string,
  input: { limit: number; cursor?: string },
): Promise<CampaignLeadsPage> {
  const [campaign] = await db
    .select({ slug: campaigns.slug })
    .from(campaigns)
    .where(eq(campaigns.id, id))
    .limit(1);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  const after = afterCreated(sql`l.created_at`, sql`l.id`, input.cursor);
  const rows = await queryRows<{
    id: string;
    name: string;
    email: string;
    company: string | null;
    status: string;
    created_at: string | Date;
    cursorKey: string;
    utm_source: string | null;
    revenue: string;
  }>(
    db,
    sql`select l.id, l.name, l.email, l.company, l.status, l.created_at,
               to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorKey",
               l.utm->>'source' as utm_source,
               coalesce((select sum(${invoiceReceivedSql('i')}) from invoices i
                         where i.lead_id = l.id), 0)::numeric(14, 2)::text as revenue
        from leads l
        where l.utm->>'campaign' = ${campaign.slug} ${after ? sql`and ${after}` : sql``}
        order by l.created_at desc, l.id desc
        limit ${input.limit + 1}`,
  );
  const { items, nextCursor } = createdPage(rows, input.limit);
  return {
    items: items.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      company: row.company,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      utmSource: row.utm_source,
      revenue: row.revenue,
    })),
    nextCursor,
  };
}
