/** /api/analytics (mkt, adm): the Analytics page's report for a period, with the previous period. */
import { Hono } from 'hono';
import { analyticsReport } from '@server/analytics/report';
import type { AppDeps, AppEnv } from '@server/context';
import { query } from '@server/http/validate';
import { analyticsQuerySchema } from '@shared/schemas/analytics';

export function analyticsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', query(analyticsQuerySchema), async (c) =>
    c.json(await analyticsReport(deps.db, c.req.valid('query'))),
  );
}
