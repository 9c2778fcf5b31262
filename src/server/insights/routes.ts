/**
 * The insights endpoints of src/shared/insights/api.ts (who may call each: src/shared/insights/module.ts):
 * sales goals, the cash flow and its settings, and the finance reports — JSON, or CSV for Excel with
 * ?format=csv (plain Hono: a download, not JSON).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { query } from '@server/http/validate';
import { notFound } from '@server/lib/http';
import { insightsApi } from '@shared/insights/api';
import { type ReportKey, reportKeys, reportQuerySchema } from '@shared/insights/schemas';
import { cashFlow, getCashFlowSettings, saveCashFlowSettings } from './cash-flow';
import { createGoal, deleteGoal, listGoals, updateGoal } from './goals';
import { reportCsv, reportFileName } from './report-csv';
import { buildReport } from './reports';

function reportKey(value: string): ReportKey {
  if (!(reportKeys as readonly string[]).includes(value)) throw notFound('Relatório não encontrado');
  return value as ReportKey;
}

export function insightsRoutes({ db }: AppDeps) {
  const router = new Hono<AppEnv>();
  implement(router, insightsApi.goals, ({ query }) => listGoals(db, query));
  implement(router, insightsApi.createGoal, ({ body, actor }) => createGoal(db, actor, body));
  implement(router, insightsApi.updateGoal, ({ params, body, actor }) =>
    updateGoal(db, actor, params.id, body),
  );
  implement(router, insightsApi.deleteGoal, async ({ params, actor }) => {
    await deleteGoal(db, actor, params.id);
    return null;
  });

  implement(router, insightsApi.cashFlow, ({ query }) =>
    cashFlow(db, { includeProposals: query.includeProposals === '1' }),
  );
  implement(router, insightsApi.cashFlowSettings, () => getCashFlowSettings(db));
  implement(router, insightsApi.saveCashFlowSettings, ({ body, actor }) =>
    saveCashFlowSettings(db, actor, body),
  );

  // ?format=csv: the same report as a file; any other format falls through to the JSON endpoint.
  router.get(insightsApi.report.path, query(reportQuerySchema), async (c, next) => {
    const { from, to, format } = c.req.valid('query');
    if (format !== 'csv') return next();
    const report = await buildReport(db, reportKey(c.req.param('report')), { from, to });
    return c.body(reportCsv(report), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${reportFileName(report)}"`,
    });
  });
  implement(router, insightsApi.report, ({ params, query }) =>
    buildReport(db, reportKey(params.report), { from: query.from, to: query.to }),
  );
  return router;
}
