/**
 * The lead list (spec §2.8, §7): server-side search over name, e-mail, company and service interest
 * (case-insensitive, using the trigram index leads_search_trgm_idx), status/source/owner filters,
 * newest first, keyset pages, and the exact total for the same filters.
 */
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { LeadList, LeadListQuery } from '../../shared/schemas/lead';
import type { Db } from '../db/client';
import { leads, users } from '../db/schema';
import { escapeLike, keysetPage, keysetPlan } from './keyset';
import { leadListColumns, toLeadItem } from './lead-rows';

export type LeadFilters = Pick<LeadListQuery, 'q' | 'status' | 'source' | 'owner'>;

/**
 * The exact expression of the trigram index in drizzle/0001, so the planner can use it for LIKE '%term%'.
 * Keep both in step.
 */
export const leadSearchText = sql`lower(${leads.name} || ' ' || ${leads.email} || ' ' || coalesce(${leads.company}, '') || ' ' || coalesce(${leads.serviceInterest}, ''))`;

export function leadFilterConditions(filters: LeadFilters, viewerId: string | null): SQL[] {
  const conditions: SQL[] = [];
  if (filters.q) {
    conditions.push(sql`${leadSearchText} like ${`%${escapeLike(filters.q.toLowerCase())}%`}`);
  }
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.source) conditions.push(eq(leads.source, filters.source));
  if (filters.owner === 'none') conditions.push(isNull(leads.ownerId));
  else if (filters.owner === 'me') {
    // Signed-in staff always have an id; a null viewer matches nothing rather than everything.
    conditions.push(viewerId ? eq(leads.ownerId, viewerId) : sql`false`);
  } else if (filters.owner) conditions.push(eq(leads.ownerId, filters.owner));
  return conditions;
}

export async function listLeads(db: Db, query: LeadListQuery, viewerId: string | null): Promise<LeadList> {
  const filters = leadFilterConditions(query, viewerId);
  const plan = keysetPlan(query, leads.createdAt, leads.id);
  const pageWhere = plan.where ? [...filters, plan.where] : filters;

  const [rows, totals] = await Promise.all([
    db
      .select(leadListColumns)
      .from(leads)
      .leftJoin(users, eq(users.id, leads.ownerId))
      .where(pageWhere.length ? and(...pageWhere) : undefined)
      .orderBy(...plan.orderBy)
      .limit(plan.fetch),
    db
      .select({ n: count() })
      .from(leads)
      .where(filters.length ? and(...filters) : undefined),
  ]);
  const page = keysetPage(rows, query, plan.backwards);
  return { ...page, items: page.items.map(toLeadItem), total: Number(totals[0]?.n ?? 0) };
}
