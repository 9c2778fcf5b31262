/**
 * The hours as CSV (docs/product/tasks-and-timesheet.md): UTF-8 with BOM, ';', formula-safe cells
 * (lib/csv.ts), at most a year per file. Everyone exports their own hours; adm and financeiro anyone's.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { csvLine } from '@server/lib/csv';
import { HttpError } from '@server/lib/http';
import { labelOf } from '@shared/catalog/entries';
import { addDays } from '@shared/time';
import { timesheetWeekStatuses } from '@shared/timesheet/catalog';

async function exportEntries(
  db: Db,
  filter: { from: string; to: string; userId?: string; projectId?: string },
) {
  if (filter.to < filter.from)
    throw new HttpError(422, 'validation', 'A data final deve ser igual ou posterior à inicial.', {
      to: 'A data final deve ser igual ou posterior à inicial.',
    });
  if (addDays(filter.from, 366) < filter.to)
    throw new HttpError(422, 'validation', 'Exporte no máximo um ano por vez.', {
      to: 'Exporte no máximo um ano por vez.',
    });
  return queryRows<{
    day: string;
    user_name: string;
    project_title: string | null;
    task_title: string | null;
    note: string;
    minutes: number;
    billable: boolean;
    hourly_cost: string;
    bill_rate: string;
    cost: string;
    value: string;
    status: string | null;
  }>(
    db,
    sql`select te.day::text as day, u.name as user_name, p.title as project_title, t.title as task_title,
          te.note, te.minutes, te.billable, te.hourly_cost::text as hourly_cost, te.bill_rate::text as bill_rate,
          round(te.minutes * te.hourly_cost / 60.0, 2)::text as cost,
          (case when te.billable then round(te.minutes * te.bill_rate / 60.0, 2) else 0 end)::text as value,
          coalesce(w.status, 'aberta') as status
        from time_entries te
        join users u on u.id = te.user_id
        left join projects p on p.id = te.project_id
        left join tasks t on t.id = te.task_id
        left join timesheet_weeks w on w.user_id = te.user_id and w.week_start = te.week_start
        where te.day between ${filter.from} and ${filter.to}
          and not (te.started_at is not null and te.ended_at is null)
          ${filter.userId ? sql`and te.user_id = ${filter.userId}` : sql``}
          ${filter.projectId ? sql`and te.project_id = ${filter.projectId}` : sql``}
        order by te.day, u.name, te.created_at
        limit 20000`,
  );
}

const CSV_BOM = '\uFEFF';
const CSV_HEADER = [
  'Data',
  'Pessoa',
  'Projeto',
  'Tarefa',
  'Nota',
  'Minutos',
  'Horas',
  'Faturável',
  'Custo/hora',
  'Valor/hora',
  'Custo',
  'Valor faturável',
  'Semana',
];
const decimal = (value: string | number) => String(value).replace('.', ',');

/** The CSV file of the entries in a day range: its name and its text. */
export async function exportCsv(
  db: Db,
  filter: { from: string; to: string; userId?: string; projectId?: string },
): Promise<{ filename: string; body: string }> {
  const rows = await exportEntries(db, filter);
  let body = CSV_BOM + csvLine(CSV_HEADER);
  for (const row of rows) {
    body += csvLine([
      row.day.split('-').reverse().join('/'),
      row.user_name,
      row.project_title ?? '',
      row.task_title ?? '',
      row.note,
      Number(row.minutes),
      decimal((Number(row.minutes) / 60).toFixed(2)),
      row.billable ? 'Sim' : 'Não',
      decimal(row.hourly_cost),
      decimal(row.bill_rate),
      decimal(row.cost),
      decimal(row.value),
      labelOf(timesheetWeekStatuses, row.status ?? 'aberta'),
    ]);
  }
  return { filename: `horas-${filter.from}-a-${filter.to}.csv`, body };
}
