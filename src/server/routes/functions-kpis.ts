/**
 * POST /api/functions/{crm,finance,marketing}-kpis (docs/product/dashboards-and-kpis.md). Mounted at /api/functions with only
 * these three paths, so other functions mounted on the same prefix (secure-chat) keep routing.
 * The access table guards each path by role before this runs.
 */

import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { crmKpis, financeKpis, marketingKpis } from '@server/functions/kpis';
import { json } from '@server/http/validate';
import { kpiRequestSchema } from '@shared/schemas/kpis';

/** The body is optional (the original sent none): no body means the default period of 30 days. */
const period = json(kpiRequestSchema, { optional: true });

export function kpiRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/crm-kpis', period, async (c) => c.json(await crmKpis(deps.db, c.req.valid('json'))))
    .post('/finance-kpis', period, async (c) => c.json(await financeKpis(deps.db, c.req.valid('json'))))
    .post('/marketing-kpis', period, async (c) => c.json(await marketingKpis(deps.db, c.req.valid('json'))));
}
