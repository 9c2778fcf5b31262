/**
 * /api/time ('horas de projeto', docs/product/tasks-and-timesheet.md): the timer, manual entries, the
 * week grid, submitting a week, CSV export — any staff, each on their own entries (approvers may
 * read everyone's) — and, for adm and financeiro (access table), approvals and rates.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Viewer } from '@server/auth/viewer';
import type { AppDeps, AppEnv } from '@server/context';
import { json, query } from '@server/http/validate';
import { csvLine } from '@server/lib/csv';
import { HttpError, notFound } from '@server/lib/http';
import {
  approveWeek,
  createEntry,
  deleteEntry,
  exportEntries,
  listApprovals,
  listRates,
  readWeek,
  rejectWeek,
  runningTimer,
  setProjectRate,
  setUserRate,
  startTimer,
  stopTimer,
  submitWeek,
  updateEntry,
} from '@server/team/time';
import { weekStartOf } from '@shared/catalog/team';
import {
  ENTRY_NOT_FOUND,
  exportQuerySchema,
  projectRateSchema,
  timeEntryPatchSchema,
  timeEntrySchema,
  timerStartSchema,
  userRateSchema,
  weekQuerySchema,
  weekRejectSchema,
  weekSubmitSchema,
} from '@shared/schemas/team';
import { zonedDay } from '@shared/time';

const uuid = z.uuid();
const idParam = (value: string, message = ENTRY_NOT_FOUND) => {
  if (!uuid.safeParse(value).success) throw notFound(message);
  return value;
};

const APPROVERS = ['adm', 'financeiro'] as const;
export const isApprover = (viewer: Viewer) => viewer.roles.some((role) => APPROVERS.includes(role as never));
const me = (viewer: Viewer) => ({ id: viewer.user!.id, email: viewer.user!.email });

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
const weekLabels: Record<string, string> = {
  aberta: 'Aberta',
  enviada: 'Enviada',
  aprovada: 'Aprovada',
  rejeitada: 'Rejeitada',
};

export function timeRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/timer', async (c) => c.json({ timer: await runningTimer(db, c.get('viewer').user!.id) }))
    .post('/timer/start', json(timerStartSchema), async (c) =>
      c.json({ timer: await startTimer(db, me(c.get('viewer')), c.req.valid('json')) }, 201),
    )
    .post('/timer/stop', async (c) => c.json({ entry: await stopTimer(db, me(c.get('viewer'))) }))
    .get('/week', query(weekQuerySchema), async (c) => {
      const viewer = c.get('viewer');
      const { week, userId } = c.req.valid('query');
      if (userId && userId !== viewer.user!.id && !isApprover(viewer))
        throw new HttpError(403, 'forbidden', 'Só adm e financeiro veem as horas de outras pessoas.');
      return c.json(await readWeek(db, userId ?? viewer.user!.id, weekStartOf(week ?? zonedDay(new Date()))));
    })
    .post('/entries', json(timeEntrySchema), async (c) =>
      c.json(await createEntry(db, me(c.get('viewer')), c.req.valid('json')), 201),
    )
    .patch('/entries/:id', json(timeEntryPatchSchema), async (c) =>
      c.json(await updateEntry(db, me(c.get('viewer')), idParam(c.req.param('id')), c.req.valid('json'))),
    )
    .delete('/entries/:id', async (c) => {
      await deleteEntry(db, me(c.get('viewer')), idParam(c.req.param('id')));
      return c.json({ ok: true });
    })
    .post('/weeks/submit', json(weekSubmitSchema), async (c) =>
      c.json(await submitWeek(db, me(c.get('viewer')), c.req.valid('json').week)),
    )
    .get('/approvals', async (c) => c.json({ items: await listApprovals(db) }))
    .post('/weeks/:id/approve', async (c) =>
      c.json(await approveWeek(db, me(c.get('viewer')), idParam(c.req.param('id'), 'Semana não encontrada'))),
    )
    .post('/weeks/:id/reject', json(weekRejectSchema), async (c) =>
      c.json(
        await rejectWeek(
          db,
          me(c.get('viewer')),
          idParam(c.req.param('id'), 'Semana não encontrada'),
          c.req.valid('json').reason,
        ),
      ),
    )
    .get('/rates', async (c) => c.json(await listRates(db)))
    .put('/rates/users/:id', json(userRateSchema), async (c) =>
      c.json(
        await setUserRate(
          db,
          me(c.get('viewer')),
          idParam(c.req.param('id'), 'Pessoa não encontrada'),
          c.req.valid('json').hourlyCost,
        ),
      ),
    )
    .put('/rates/projects/:id', json(projectRateSchema), async (c) =>
      c.json(
        await setProjectRate(
          db,
          me(c.get('viewer')),
          idParam(c.req.param('id'), 'Projeto não encontrado'),
          c.req.valid('json'),
        ),
      ),
    )
    .get('/export.csv', query(exportQuerySchema), async (c) => {
      const viewer = c.get('viewer');
      const filter = c.req.valid('query');
      // Everyone exports their own hours; adm and financeiro anyone's (or everybody's).
      if (!isApprover(viewer)) {
        if (filter.userId && filter.userId !== viewer.user!.id)
          throw new HttpError(403, 'forbidden', 'Só adm e financeiro exportam as horas de outras pessoas.');
        filter.userId = viewer.user!.id;
      }
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
          weekLabels[row.status ?? 'aberta'] ?? row.status,
        ]);
      }
      return c.body(body, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="horas-${filter.from}-a-${filter.to}.csv"`,
      });
    });
}
