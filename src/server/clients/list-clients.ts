/**
 * Clients = won leads, each with its projects and the sum of their budgets. Keyset paged on
 * (created_at, id), newest first; q matches name, email or company (case-insensitive).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { afterCreated, createdPage } from '@server/lib/cursor';
import { containsPattern } from '@server/lib/like';
import type { Client, ClientProject, ClientsPage } from '@shared/schemas/clients';

type Row = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  created_at: string;
  cursorKey: string;
  projects: { id: string; title: string; status: ClientProject['status']; budget: number | string | null }[];
  total_budget: string;
};

const money = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100) / 100;

export async function listClients(
  db: Db,
  input: { q?: string; limit: number; cursor?: string },
): Promise<ClientsPage> {
  const filters: SQL[] = [sql`l.status = 'won'`];
  if (input.q) {
    const like = containsPattern(input.q);
    filters.push(
      sql`(l.name ilike ${like} or l.email ilike ${like} or coalesce(l.company, '') ilike ${like})`,
    );
  }
  const where = sql.join(filters, sql` and `);
  const page: SQL[] = [...filters];
  const after = afterCreated(sql`l.created_at`, sql`l.id`, input.cursor);
  if (after) page.push(after);
  const rows = await queryRows<Row>(
    db,
    sql`
      select l.id, l.name, l.email, l.phone, l.company, l.created_at, l.created_at::text as "cursorKey",
        coalesce(
          json_agg(json_build_object('id', p.id, 'title', p.title, 'status', p.status, 'budget', p.budget)
                   order by p.created_at desc) filter (where p.id is not null),
          '[]'::json) as projects,
        coalesce(sum(p.budget), 0)::text as total_budget
      from leads l
      left join projects p on p.client_id = l.id
      where ${sql.join(page, sql` and `)}
      group by l.id
      order by l.created_at desc, l.id desc
      limit ${input.limit + 1}`,
  );
  // Totals over every matching client: the count and the sum of all their projects' budgets.
  const [totals] = await queryRows<{ total: number; budget: string }>(
    db,
    sql`
      select count(distinct l.id)::int as total, coalesce(sum(p.budget), 0)::text as budget
      from leads l left join projects p on p.client_id = l.id
      where ${where}`,
  );
  const { items: visible, nextCursor } = createdPage(rows, input.limit);
  const items: Client[] = visible.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    createdAt: new Date(row.created_at).toISOString(),
    projects: (typeof row.projects === 'string' ? JSON.parse(row.projects) : row.projects).map(
      (project: Row['projects'][number]) => ({
        ...project,
        budget: project.budget === null ? null : money(project.budget),
      }),
    ),
    totalBudget: money(row.total_budget),
  }));
  return {
    items,
    nextCursor,
    total: totals?.total ?? 0,
    totalBudget: money(totals?.budget),
  };
}
