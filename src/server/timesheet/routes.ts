/**
 * The endpoints of src/shared/timesheet/api.ts ('horas de projeto', docs/product/tasks-and-timesheet.md):
 * the timer, manual entries, the week, submitting it and the CSV — any staff, each on their own
 * entries (approvers may read and export everyone's) — and, for adm and financeiro (./module.ts),
 * approvals, rates and the profitability report. One project's profitability: any staff.
 */
import { Hono } from 'hono';
import type { Viewer } from '@server/auth/viewer';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { query } from '@server/http/validate';
import { createdCursor, invalidCursor } from '@server/lib/cursor';
import { HttpError } from '@server/lib/http';
import { zonedDay } from '@shared/time';
import { timesheetApi } from '@shared/timesheet/api';
import { weekStartOf } from '@shared/timesheet/rules';
import { exportQuerySchema } from '@shared/timesheet/schemas';
import { createEntry, deleteEntry, runningTimer, startTimer, stopTimer, updateEntry } from './entries';
import { exportCsv } from './export';
import { checkBurnAlert, listProfitability, projectProfitability } from './profitability';
import { listRates, setProjectRate, setUserRate } from './rates';
import { approveWeek, listApprovals, readWeek, rejectWeek, submitWeek } from './weeks';

const APPROVERS = ['adm', 'financeiro'] as const;
const isApprover = (viewer: Viewer) => viewer.roles.some((role) => APPROVERS.includes(role as never));
/** The signed-in staff member (the access table lets no one else in). */
const me = (viewer: Viewer) => ({ id: viewer.user!.id, email: viewer.user!.email });

export function timesheetRoutes({ db }: AppDeps) {
  const router = new Hono<AppEnv>();
  const api = timesheetApi;
  implement(router, api.timer, async ({ viewer }) => ({ timer: await runningTimer(db, me(viewer).id) }));
  implement(router, api.startTimer, async ({ body, viewer }) => ({
    timer: await startTimer(db, me(viewer), body),
  }));
  implement(router, api.stopTimer, async ({ viewer }) => ({ entry: await stopTimer(db, me(viewer)) }));
  implement(router, api.week, ({ query, viewer }) => {
    const { week, userId } = query;
    if (userId && userId !== me(viewer).id && !isApprover(viewer))
      throw new HttpError(403, 'forbidden', 'Só adm e financeiro veem as horas de outras pessoas.');
    return readWeek(db, userId ?? me(viewer).id, weekStartOf(week ?? zonedDay(new Date())));
  });
  implement(router, api.createEntry, ({ body, viewer }) => createEntry(db, me(viewer), body));
  implement(router, api.updateEntry, ({ params, body, viewer }) =>
    updateEntry(db, me(viewer), params.id, body),
  );
  implement(router, api.deleteEntry, async ({ params, viewer }) => {
    await deleteEntry(db, me(viewer), params.id);
    return { ok: true as const };
  });
  implement(router, api.submitWeek, ({ body, viewer }) => submitWeek(db, me(viewer), body.week));
  implement(router, api.approvals, async () => ({ items: await listApprovals(db) }));
  implement(router, api.approveWeek, ({ params, viewer }) => approveWeek(db, me(viewer), params.id));
  implement(router, api.rejectWeek, ({ params, body, viewer }) =>
    rejectWeek(db, me(viewer), params.id, body.reason),
  );
  implement(router, api.rates, () => listRates(db));
  implement(router, api.setUserRate, ({ params, body, viewer }) =>
    setUserRate(db, me(viewer), params.id, body.hourlyCost),
  );
  implement(router, api.setProjectRate, ({ params, body, viewer }) =>
    setProjectRate(db, me(viewer), params.id, body),
  );
  // Not JSON: the file, with its name.
  router.get(api.exportCsv.path, query(exportQuerySchema), async (c) => {
    const viewer = c.get('viewer');
    const filter = c.req.valid('query');
    // Everyone exports their own hours; adm and financeiro anyone's (or everybody's).
    if (!isApprover(viewer)) {
      if (filter.userId && filter.userId !== me(viewer).id)
        throw new HttpError(403, 'forbidden', 'Só adm e financeiro exportam as horas de outras pessoas.');
      filter.userId = me(viewer).id;
    }
    const file = await exportCsv(db, filter);
    return c.body(file.body, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.filename}"`,
    });
  });
  // Reading a project's figures also raises its one-time 80 % burn alert when due.
  implement(router, api.projectProfitability, async ({ params }) => {
    const figures = await projectProfitability(db, params.id);
    return (await checkBurnAlert(db, params.id)) ? projectProfitability(db, params.id) : figures;
  });
  implement(router, api.profitabilityReport, async ({ query }) => {
    let after: { t: string; id: string } | undefined;
    if (query.cursor) {
      try {
        after = createdCursor.decode(query.cursor);
      } catch {
        throw invalidCursor();
      }
    }
    const page = await listProfitability(db, {
      status: query.status || undefined,
      cursor: after,
      limit: query.limit,
    });
    return { items: page.items, nextCursor: page.last ? createdCursor.encode(page.last) : null };
  });
  return router;
}
