/**
 * Project profitability (docs/product/tasks-and-timesheet.md): hours × the hourly cost copied onto
 * each entry, against the budget and against the money received (payments allocated to the
 * project's invoices); billable value (hours × bill rate), direct expenses (not cancelled), margin
 * and burn % ((cost + expenses) ÷ budget). Crossing 80 % notifies the project's owner (adm when it
 * has none) once.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { invoiceReceivedSql } from '@server/invoices/ledger';
import { notFound } from '@server/lib/http';
import { iso } from '@server/lib/iso';
import { notifyStaff } from '@server/lib/notify';
import type { ProjectStatus } from '@shared/catalog/statuses';
import { fromCents, toCents } from '@shared/money';
import { BURN_ALERT_PERCENT } from '@shared/timesheet/catalog';
import { PROJECT_NOT_FOUND, type ProjectProfitability } from '@shared/timesheet/schemas';

type Row = {
  id: string;
  title: string;
  status: ProjectStatus;
  budget: string | null;
  bill_rate: string | null;
  owner_id: string | null;
  owner_name: string | null;
  burn_alerted_at: string | Date | null;
  minutes: number;
  approved_minutes: number;
  billable_minutes: number;
  cost: string;
  approved_cost: string;
  billable_value: string;
  expenses: string;
  received: string;
  cursor_key: string;
};

/** One row per project matching `where` (a filter on `p`), figures summed in SQL with numeric (exact cents). */
const figures = (where: SQL, tail: SQL = sql``) => sql`
  select p.id, p.title, p.status, p.budget::text as budget,
    s.bill_rate::text as bill_rate, s.owner_id, o.name as owner_name, s.burn_alerted_at,
    coalesce(e.minutes, 0)::int as minutes,
    coalesce(e.approved_minutes, 0)::int as approved_minutes,
    coalesce(e.billable_minutes, 0)::int as billable_minutes,
    coalesce(e.cost, 0)::numeric(14,2)::text as cost,
    coalesce(e.approved_cost, 0)::numeric(14,2)::text as approved_cost,
    coalesce(e.billable_value, 0)::numeric(14,2)::text as billable_value,
    coalesce((select sum(x.amount) from expenses x
              where x.project_id = p.id and x.cancelled_at is null), 0)::numeric(14,2)::text as expenses,
    coalesce((select sum(${invoiceReceivedSql('i')}) from invoices i
              where i.project_id = p.id), 0)::numeric(14,2)::text as received,
    to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_key
  from projects p
  left join project_team_settings s on s.project_id = p.id
  left join users o on o.id = s.owner_id
  left join lateral (
    select sum(te.minutes) as minutes,
      sum(te.minutes) filter (where w.status = 'aprovada') as approved_minutes,
      sum(te.minutes) filter (where te.billable) as billable_minutes,
      sum(round(te.minutes * te.hourly_cost / 60.0, 2)) as cost,
      sum(round(te.minutes * te.hourly_cost / 60.0, 2)) filter (where w.status = 'aprovada') as approved_cost,
      sum(round(te.minutes * te.bill_rate / 60.0, 2)) filter (where te.billable) as billable_value
    from time_entries te
    left join timesheet_weeks w on w.user_id = te.user_id and w.week_start = te.week_start
    where te.project_id = p.id and not (te.started_at is not null and te.ended_at is null)
  ) e on true
  where ${where}
  ${tail}`;

function toProfitability(row: Row): ProjectProfitability {
  const cost = toCents(row.cost);
  const expenses = toCents(row.expenses);
  const received = toCents(row.received);
  const budget = row.budget === null ? null : toCents(row.budget);
  const spent = cost + expenses;
  return {
    projectId: row.id,
    title: row.title,
    status: row.status,
    budget: row.budget,
    billRate: row.bill_rate,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    minutes: Number(row.minutes),
    approvedMinutes: Number(row.approved_minutes),
    billableMinutes: Number(row.billable_minutes),
    cost: row.cost,
    approvedCost: row.approved_cost,
    billableValue: row.billable_value,
    expenses: row.expenses,
    received: row.received,
    margin: fromCents(received - spent),
    budgetLeft: budget === null ? null : fromCents(budget - spent),
    burnPercent: budget && budget > 0n ? Math.round(Number((spent * 1000n) / budget)) / 10 : null,
    burnAlertedAt: iso(row.burn_alerted_at),
  };
}

export async function projectProfitability(db: Db, projectId: string): Promise<ProjectProfitability> {
  const [row] = await queryRows<Row>(db, figures(sql`p.id = ${projectId}`));
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return toProfitability(row);
}

/** The report: every project (optionally one status), newest first, keyset-paged on (created_at, id). */
export async function listProfitability(
  db: Db,
  query: { status?: string; cursor?: { t: string; id: string }; limit: number },
): Promise<{ items: ProjectProfitability[]; last: { t: string; id: string } | null }> {
  const filters: SQL[] = [sql`true`];
  if (query.status) filters.push(sql`p.status = ${query.status}`);
  if (query.cursor)
    filters.push(sql`(p.created_at, p.id) < (${query.cursor.t}::timestamptz, ${query.cursor.id}::uuid)`);
  const rows = await queryRows<Row>(
    db,
    figures(
      sql.join(filters, sql` and `),
      sql`order by p.created_at desc, p.id desc limit ${query.limit + 1}`,
    ),
  );
  const items = rows.slice(0, query.limit);
  const last = rows.length > query.limit ? items.at(-1) : undefined;
  return { items: items.map(toProfitability), last: last ? { t: last.cursor_key, id: last.id } : null };
}

/**
 * When the project's burn has reached 80 %, marks it alerted (once: the update only wins while the
 * mark is empty) and notifies its owner, or adm when it has none.
 */
export async function checkBurnAlert(db: Db, projectId: string): Promise<boolean> {
  const figures = await projectProfitability(db, projectId).catch(() => null);
  if (!figures || figures.burnPercent === null || figures.burnPercent < BURN_ALERT_PERCENT) return false;
  if (figures.burnAlertedAt) return false;
  const claimed = await queryRows<{ owner_id: string | null }>(
    db,
    sql`insert into project_team_settings (project_id, burn_alerted_at) values (${projectId}, now())
        on conflict (project_id) do update set burn_alerted_at = now(), updated_at = now()
          where project_team_settings.burn_alerted_at is null
        returning owner_id`,
  );
  if (!claimed.length) return false;
  const ownerId = claimed[0]!.owner_id;
  await notifyStaff(db, {
    title: `Projeto com ${String(figures.burnPercent).replace('.', ',')} % do orçamento consumido`,
    message: `“${figures.title}”: custo das horas mais despesas diretas já passou de ${BURN_ALERT_PERCENT} % do orçamento.`,
    type: 'warning',
    priority: 'high',
    target: { job: 'projects', params: { rentabilidade: projectId } },
    ...(ownerId ? { userIds: [ownerId] } : { roles: ['adm'] }),
  });
  return true;
}
