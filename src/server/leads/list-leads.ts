/**
 * The lead list (docs/product/leads.md): server-side search over name, e-mail, company, service interest,
 * other contacts and phone digits (case-insensitive, through trigram indexes: lead-search.ts), status/source/owner filters,
 * newest first, keyset pages, and the exact total for the same filters.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { leads, users } from '@server/db/schema';
import type { LeadList, LeadListQuery } from '@shared/schemas/lead';
import { keysetPage, keysetPlan } from './keyset';
import { toLeadItem } from './lead-rows';
import { leadSearchCondition } from './lead-search';

export type LeadFilters = Pick<LeadListQuery, 'q' | 'status' | 'source' | 'owner'>;

export function leadFilterConditions(filters: LeadFilters, viewerId: string | null): SQL[] {
  const conditions: SQL[] = [];
  if (filters.q) conditions.push(leadSearchCondition(filters.q));
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.source) conditions.push(eq(leads.source, filters.source));
  if (filters.owner === 'none') conditions.push(isNull(leads.ownerId));
  else if (filters.owner === 'me') {
    // Signed-in staff always have an id; a null viewer matches nothing rather than everything.
    conditions.push(viewerId ? eq(leads.ownerId, viewerId) : sql`false`);
  } else if (filters.owner) conditions.push(eq(leads.ownerId, filters.owner));
  return conditions;
}

/**
 * Counting every matching row costs a full scan at 100,000 leads on every page view; beyond this many
 * the list says 'more than' instead (the dashboard's 'Total de Leads' stays exact).
 */
export const TOTAL_CAP = 1000;

type PageRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  serviceInterest: string | null;
  message: string;
  status: string;
  source: string;
  score: number | null;
  ownerId: string | null;
  ownerName: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  cursorKey: string;
};

/** The page's rows as one JSON array, its (capped) count beside it. */
type PageResult = { total: number | string; items: PageRow[] | null };

const pageColumns = sql`${leads.id} as id, ${leads.name} as name, ${leads.email} as email, ${leads.phone} as phone,
  ${leads.company} as company, ${leads.serviceInterest} as "serviceInterest", ${leads.message} as message,
  ${leads.status} as status, ${leads.source} as source, ${leads.score} as score,
  ${leads.ownerId} as "ownerId", ${users.name} as "ownerName", ${leads.createdAt} as "createdAt",
  ${leads.updatedAt} as "updatedAt", ${leads.createdAt}::text as "cursorKey"`;

/**
 * One round trip for a page and its (capped) count, and one value for the whole page: the rows come
 * back as a single JSON array. Both drivers decode a result field by field in JavaScript; on PGlite
 * that decoding cost more than the query itself (51 rows × 15 columns), while one JSON.parse of the
 * array is native and cheap.
 *
 * A search reads its matches once through the trigram index (at most TOTAL_CAP + 1 of them), then
 * counts and sorts that small set; walking the whole date index and testing every row is slower for
 * selective terms. When a term matches more than the cap, the page falls back to the date index walk,
 * which then finds its rows quickly.
 */
export async function listLeads(db: Db, query: LeadListQuery, viewerId: string | null): Promise<LeadList> {
  const filters = leadFilterConditions(query, viewerId);
  const plan = keysetPlan(query, leads.createdAt, leads.id);
  const pageWhere = plan.where ? [...filters, plan.where] : filters;
  const countWhere = filters.length ? and(...filters) : sql`true`;
  const pageOrder = sql.raw(
    plan.scanDesc
      ? '"createdAt" desc nulls last, id desc nulls last'
      : '"createdAt" asc nulls first, id asc nulls first',
  );

  if (query.q) {
    // Sort the matches on their own (id, created_at) and join only the page's rows back to leads.
    const inMatches = keysetPlan(query, sql`matches.created_at`, sql`matches.id`);
    const [result] = await queryRows<PageResult>(
      db,
      sql`with matches as materialized (
            select ${leads.id} as id, ${leads.createdAt} as created_at from ${leads} where ${countWhere} limit ${TOTAL_CAP + 1}
          )
          select (select count(*) from matches) as total,
            (select json_agg(page order by ${pageOrder}) from (
              select ${pageColumns}
              from (
                select matches.id, matches.created_at from matches
                where ${inMatches.where ?? sql`true`}
                order by ${sql.join(inMatches.orderBy, sql`, `)}
                limit ${inMatches.fetch}
              ) as top
              join ${leads} on ${leads.id} = top.id
              left join ${users} on ${users.id} = ${leads.ownerId}
            ) as page) as items`,
    );
    if (Number(result?.total ?? 0) <= TOTAL_CAP) return toPage(result, query, plan.backwards);
  }
  const [result] = await queryRows<PageResult>(
    db,
    sql`select
          (select count(*) from (select 1 from ${leads} where ${countWhere} limit ${TOTAL_CAP + 1}) as capped) as total,
          (select json_agg(page order by ${pageOrder}) from (
            select ${pageColumns}
            from ${leads} left join ${users} on ${users.id} = ${leads.ownerId}
            where ${pageWhere.length ? and(...pageWhere) : sql`true`}
            order by ${sql.join(plan.orderBy, sql`, `)}
            limit ${plan.fetch}
          ) as page) as items`,
  );
  return toPage(result, query, plan.backwards);
}

function toPage(result: PageResult | undefined, query: LeadListQuery, backwards: boolean): LeadList {
  const n = Number(result?.total ?? 0);
  // Both drivers parse json columns; json_agg of no rows is null.
  const page = keysetPage(result?.items ?? [], query, backwards);
  return {
    ...page,
    items: page.items.map(toLeadItem),
    total: Math.min(n, TOTAL_CAP),
    totalCapped: n > TOTAL_CAP,
  };
}
