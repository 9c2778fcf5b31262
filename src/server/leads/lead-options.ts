/**
 * Leads as client options for the project form (docs/product/leads.md: id and name, ordered by name). Searchable
 * and capped, so 100,000 leads never travel to the browser; the current client is always included.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { leads } from '@server/db/schema';
import { containsPattern } from '@server/lib/like';
import type { LeadOption } from '@shared/schemas/lead';

export async function listLeadOptions(
  db: Db,
  query: { q: string; include: string | null; limit: number },
): Promise<LeadOption[]> {
  const search = query.q
    ? sql`${leads.searchText} like ${containsPattern(query.q.toLowerCase())}`
    : undefined;
  const rows = await db
    .select({ id: leads.id, name: leads.name })
    .from(leads)
    .where(search)
    .orderBy(asc(leads.name), asc(leads.id))
    .limit(query.limit);
  if (query.include && !rows.some((row) => row.id === query.include)) {
    const [current] = await db
      .select({ id: leads.id, name: leads.name })
      .from(leads)
      .where(eq(leads.id, query.include))
      .limit(1);
    if (current) {
      rows.push(current);
      rows.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    }
  }
  return rows;
}
