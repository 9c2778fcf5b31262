/**
 * The proposal list (search over number, title and client; shown-status filter; newest first, keyset
 * pages, exact total) and one proposal with its items, totals, billing profile and versions.
 */
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { leads, users } from '@server/db/schema';
import { billingProfiles } from '@server/db/schema-finance';
import { keysetPage, keysetPlan } from '@server/leads/keyset';
import { containsPattern } from '@server/lib/like';
import { proposalItems, proposals, proposalVersions } from '@server/proposals/schema';
import type {
  ProposalDetails,
  ProposalList,
  ProposalListQuery,
  ProposalVersionSnapshot,
} from '@shared/proposals/schemas';
import { computeTotals, contractTotal } from '@shared/schemas/proposal-totals';
import { toBillingProfile } from './billing-profile';
import { iso, listColumns, statusFilter, todayOf, toItem, toListItem } from './proposal-rows';

function filtersOf(query: ProposalListQuery, today: string): SQL[] {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q.toLowerCase());
    filters.push(
      sql`lower(${proposals.number} || ' ' || ${proposals.title} || ' ' || ${leads.name}) like ${pattern}`,
    );
  }
  if (query.status) filters.push(statusFilter(query.status, today));
  if (query.leadId) filters.push(eq(proposals.leadId, query.leadId));
  return filters;
}

export async function listProposals(
  db: Db,
  query: ProposalListQuery,
  now: Date = new Date(),
): Promise<ProposalList> {
  const today = todayOf(now);
  const filters = filtersOf(query, today);
  const plan = keysetPlan(query, proposals.createdAt, proposals.id);
  const pageWhere = plan.where ? [...filters, plan.where] : filters;
  const [rows, totals] = await Promise.all([
    db
      .select(listColumns(today))
      .from(proposals)
      .innerJoin(leads, eq(leads.id, proposals.leadId))
      .where(pageWhere.length ? and(...pageWhere) : undefined)
      .orderBy(...plan.orderBy)
      .limit(plan.fetch),
    db
      .select({ n: count() })
      .from(proposals)
      .innerJoin(leads, eq(leads.id, proposals.leadId))
      .where(filters.length ? and(...filters) : undefined),
  ]);
  const page = keysetPage(rows, query, plan.backwards);
  return { ...page, items: page.items.map(toListItem), total: Number(totals[0]?.n ?? 0) };
}

export async function readProposal(
  db: Db,
  id: string,
  now: Date = new Date(),
): Promise<ProposalDetails | undefined> {
  const today = todayOf(now);
  const [row] = await db
    .select({
      list: listColumns(today),
      intro: proposals.intro,
      scope: proposals.scope,
      terms: proposals.terms,
      clientEmail: leads.email,
      clientCompany: leads.company,
      ownerName: users.name,
      linkActive: sql<boolean>`${proposals.publicTokenHash} is not null and ${proposals.tokenRevokedAt} is null`,
      firstViewedAt: proposals.firstViewedAt,
      acceptedAt: proposals.acceptedAt,
      acceptedName: proposals.acceptedName,
      acceptedDocument: proposals.acceptedDocument,
      acceptedIp: proposals.acceptedIp,
      acceptedHash: proposals.acceptedHash,
      acceptedTotal: proposals.acceptedTotal,
      declinedAt: proposals.declinedAt,
      declineReason: proposals.declineReason,
      cancelledAt: proposals.cancelledAt,
      cancelReason: proposals.cancelReason,
      projectId: proposals.projectId,
    })
    .from(proposals)
    .innerJoin(leads, eq(leads.id, proposals.leadId))
    .leftJoin(users, eq(users.id, proposals.ownerId))
    .where(eq(proposals.id, id))
    .limit(1);
  if (!row) return undefined;
  const [items, profile, versions] = await Promise.all([
    db
      .select()
      .from(proposalItems)
      .where(eq(proposalItems.proposalId, id))
      .orderBy(asc(proposalItems.position)),
    db.select().from(billingProfiles).where(eq(billingProfiles.leadId, row.list.leadId)).limit(1),
    db
      .select()
      .from(proposalVersions)
      .where(eq(proposalVersions.proposalId, id))
      .orderBy(desc(proposalVersions.version)),
  ]);
  const { list, linkActive, ...rest } = row;
  const totals = computeTotals(items);
  return {
    ...toListItem(list),
    ...rest,
    linkActive: Boolean(linkActive),
    paymentPlan: list.paymentPlan,
    items: items.map(toItem),
    totals,
    contractTotal: contractTotal(list.paymentPlan, totals.total),
    firstViewedAt: iso(rest.firstViewedAt),
    acceptedAt: iso(rest.acceptedAt),
    declinedAt: iso(rest.declinedAt),
    cancelledAt: iso(rest.cancelledAt),
    billingProfile: profile[0] ? toBillingProfile(profile[0]) : null,
    versions: versions.map((version) => ({
      version: version.version,
      createdAt: iso(version.createdAt)!,
      total: String((version.snapshot as { total?: string }).total ?? '0.00'),
      title: String((version.snapshot as { title?: string }).title ?? ''),
      snapshot: version.snapshot as ProposalVersionSnapshot,
    })),
  };
}
