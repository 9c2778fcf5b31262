/**
 * Sales goals (/api/goals, comercial and adm), cash flow (/api/finance/cash-flow) and reports
 * (/api/finance/reports/:report), financeiro and adm; the access table guards each prefix
 * (docs/product/finance-insights.md).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { json, query } from '@server/http/validate';
import { cashFlow, getCashFlowSettings, saveCashFlowSettings } from '@server/insights/cash-flow';
import { createGoal, deleteGoal, listGoals, updateGoal } from '@server/insights/goals';
import { reportCsv, reportFileName } from '@server/insights/report-csv';
import { buildReport } from '@server/insights/reports';
import { notFound } from '@server/lib/http';
import {
  cashFlowQuerySchema,
  cashFlowSettingsSchema,
  GOAL_NOT_FOUND,
  goalFormSchema,
  goalListQuerySchema,
  type ReportKey,
  reportKeys,
  reportQuerySchema,
} from '@shared/schemas/finance-insights';

const uuid = z.uuid();
function goalId(value: string): string {
  if (!uuid.safeParse(value).success) throw notFound(GOAL_NOT_FOUND);
  return value;
}

export function goalRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', query(goalListQuerySchema), async (c) => c.json(await listGoals(db, c.req.valid('query'))))
    .post('/', json(goalFormSchema), async (c) =>
      c.json(await createGoal(db, actorOf(c.get('viewer')), c.req.valid('json')), 201),
    )
    .patch('/:id', json(goalFormSchema), async (c) => {
      const id = goalId(c.req.param('id'));
      return c.json(await updateGoal(db, actorOf(c.get('viewer')), id, c.req.valid('json')));
    })
    .delete('/:id', async (c) => {
      await deleteGoal(db, actorOf(c.get('viewer')), goalId(c.req.param('id')));
      return c.body(null, 204);
    });
}

export function cashFlowRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', query(cashFlowQuerySchema), async (c) =>
      c.json(await cashFlow(db, { includeProposals: c.req.valid('query').includeProposals === '1' })),
    )
    .get('/settings', async (c) => c.json(await getCashFlowSettings(db)))
    .put('/settings', json(cashFlowSettingsSchema), async (c) =>
      c.json(await saveCashFlowSettings(db, actorOf(c.get('viewer')), c.req.valid('json'))),
    );
}

export function reportRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>().get('/:report', query(reportQuerySchema), async (c) => {
    const key = c.req.param('report');
    if (!(reportKeys as readonly string[]).includes(key)) throw notFound('Relatório não encontrado');
    const { from, to, format } = c.req.valid('query');
    const report = await buildReport(db, key as ReportKey, { from, to });
    if (format === 'csv') {
      return c.body(reportCsv(report), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${reportFileName(report)}"`,
      });
    }
    return c.json(report);
  });
}
