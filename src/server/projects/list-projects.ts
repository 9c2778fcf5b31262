/**
 * The project list (docs/product/projects.md): search over title, description and the client's name
 * (case-insensitive, server side), optional status, newest first, keyset pages and the exact total.
 */
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { leads, projects } from '@server/db/schema';
import { keysetPage, keysetPlan } from '@server/leads/keyset';
import { containsPattern } from '@server/lib/like';
import type { ProjectList, ProjectListQuery } from '@shared/projects/schemas';
import { projectColumns, toProjectItem } from './project-rows';
import { memberOf } from './visibility';

/** `member`: the user whose projects a restricted viewer reads (visibility.ts); null reads all. */
function projectFilters(query: Pick<ProjectListQuery, 'q' | 'status'>, member: string | null): SQL[] {
  const filters: SQL[] = [];
  if (member) filters.push(memberOf(member));
  if (query.q) {
    const pattern = containsPattern(query.q.toLowerCase());
    filters.push(
      sql`lower(${projects.title} || ' ' || coalesce(${projects.description}, '') || ' ' || coalesce(${leads.name}, '')) like ${pattern}`,
    );
  }
  if (query.status) filters.push(eq(projects.status, query.status));
  return filters;
}

/** A restricted viewer never sees what a project is worth. */
const withoutBudget = <T extends { budget: string | null }>(item: T, member: string | null): T =>
  member ? { ...item, budget: null } : item;

export async function listProjects(
  db: Db,
  query: ProjectListQuery,
  member: string | null = null,
): Promise<ProjectList> {
  const filters = projectFilters(query, member);
  const plan = keysetPlan(query, projects.createdAt, projects.id);
  const pageWhere = plan.where ? [...filters, plan.where] : filters;
  const [rows, totals] = await Promise.all([
    db
      .select(projectColumns)
      .from(projects)
      .leftJoin(leads, eq(leads.id, projects.clientId))
      .where(pageWhere.length ? and(...pageWhere) : undefined)
      .orderBy(...plan.orderBy)
      .limit(plan.fetch),
    db
      .select({ n: count() })
      .from(projects)
      .leftJoin(leads, eq(leads.id, projects.clientId))
      .where(filters.length ? and(...filters) : undefined),
  ]);
  const page = keysetPage(rows, query, plan.backwards);
  return {
    ...page,
    items: page.items.map((row) => withoutBudget(toProjectItem(row), member)),
    total: Number(totals[0]?.n ?? 0),
  };
}

export async function readProject(db: Db, id: string, member: string | null = null) {
  const [row] = await db
    .select(projectColumns)
    .from(projects)
    .leftJoin(leads, eq(leads.id, projects.clientId))
    .where(member ? and(eq(projects.id, id), memberOf(member)) : eq(projects.id, id))
    .limit(1);
  return row ? withoutBudget(toProjectItem(row), member) : undefined;
}
