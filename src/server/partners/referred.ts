/**
 * Referred leads and the program's overview (docs/product/partners.md). Money received for a lead =
 * its invoices' payment allocations (refunds are negative), the same ledger finance uses.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { invoiceReceivedSql } from '@server/invoices/ledger';
import { afterCreated, createdPage } from '@server/lib/cursor';
import { containsPattern } from '@server/lib/like';
import type { LeadStatus } from '@shared/catalog/statuses';
import { fromCents, sumMoney, toCents } from '@shared/money';
import type { PartnerStatus } from '@shared/partners/catalog';
import type { PartnersOverview, ReferredLeadPage } from '@shared/partners/schemas';

const money = (value: string) => fromCents(toCents(value));

/** Money received for lead `l`: what its invoices received, fine and interest included (ledger.ts). */
const receivedSql = sql`coalesce((select sum(${invoiceReceivedSql('i')}) from invoices i where i.lead_id = l.id), 0)`;

type Row = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  status: LeadStatus;
  partner_id: string;
  partner_name: string;
  partner_code: string;
  referred_at: string | null;
  created_at: string;
  cursorKey: string;
  received: string;
  commissions: string;
};

export async function listReferredLeads(
  db: Db,
  input: { partnerId?: string; q?: string; limit: number; cursor?: string },
): Promise<ReferredLeadPage> {
  const filters: SQL[] = [sql`l.partner_id is not null`];
  if (input.partnerId) filters.push(sql`l.partner_id = ${input.partnerId}`);
  if (input.q) {
    const like = containsPattern(input.q);
    filters.push(
      sql`(l.name ilike ${like} or l.email ilike ${like} or coalesce(l.company, '') ilike ${like})`,
    );
  }
  const after = afterCreated(sql`l.created_at`, sql`l.id`, input.cursor);
  if (after) filters.push(after);
  const rows = await queryRows<Row>(
    db,
    sql`select l.id, l.name, l.email, l.company, l.status, l.partner_id, p.name as partner_name,
          p.code as partner_code, l.referred_at, l.created_at,
          to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorKey",
          ${receivedSql}::text as received,
          coalesce((select sum(c.amount) from partner_commissions c where c.lead_id = l.id), 0)::text as commissions
        from leads l join partners p on p.id = l.partner_id
        where ${sql.join(filters, sql` and `)}
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
      partnerId: row.partner_id,
      partnerName: row.partner_name,
      partnerCode: row.partner_code,
      referredAt: row.referred_at ? new Date(row.referred_at).toISOString() : null,
      createdAt: new Date(row.created_at).toISOString(),
      received: money(row.received),
      commissions: money(row.commissions),
    })),
    nextCursor,
  };
}

type RankingRow = {
  partner_id: string;
  partner_name: string;
  code: string;
  status: PartnerStatus;
  leads: number;
  won: number;
  revenue: string;
  due: string;
  paid: string;
};

export async function partnersOverview(db: Db): Promise<PartnersOverview> {
  const rows = await queryRows<RankingRow>(
    db,
    sql`select p.id as partner_id, p.name as partner_name, p.code, p.status,
          (select count(*)::int from leads l where l.partner_id = p.id) as leads,
          (select count(*)::int from leads l where l.partner_id = p.id and l.status = 'won') as won,
          coalesce((select sum(${invoiceReceivedSql('i')}) from invoices i
                    join leads l on l.id = i.lead_id where l.partner_id = p.id), 0)::text as revenue,
          coalesce((select sum(c.amount) from partner_commissions c
                    where c.partner_id = p.id and c.status <> 'paga'), 0)::text as due,
          coalesce((select sum(c.amount) from partner_commissions c
                    where c.partner_id = p.id and c.status = 'paga'), 0)::text as paid
        from partners p`,
  );
  const sum = (pick: (row: RankingRow) => string) => sumMoney(rows.map(pick));
  const cents = (value: string) => toCents(value);
  const ranking = rows
    .map((row) => ({
      partnerId: row.partner_id,
      partnerName: row.partner_name,
      code: row.code,
      status: row.status,
      leads: row.leads,
      won: row.won,
      revenue: money(row.revenue),
      due: money(row.due),
    }))
    .sort((a, b) => {
      const byRevenue = cents(b.revenue) - cents(a.revenue);
      if (byRevenue !== 0n) return byRevenue > 0n ? 1 : -1;
      return b.leads - a.leads || a.partnerName.localeCompare(b.partnerName);
    });
  return {
    activePartners: rows.filter((row) => row.status === 'ativo').length,
    referredLeads: rows.reduce((total, row) => total + row.leads, 0),
    wonLeads: rows.reduce((total, row) => total + row.won, 0),
    referredRevenue: sum((row) => row.revenue),
    commissionsDue: sum((row) => row.due),
    commissionsPaid: sum((row) => row.paid),
    ranking,
  };
}
