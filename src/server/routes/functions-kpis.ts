/**
 * POST /api/functions/{crm,finance,marketing}-kpis (docs/product/dashboards-and-kpis.md). Mounted at /api/functions with only
 * these three paths, so other functions mounted on the same prefix (secure-chat) keep routing.
 * The access table guards each path by role before this runs.
 */

import type { Context } from 'hono';
import { Hono } from 'hono';
import { kpiRequestSchema } from '../../shared/schemas/kpis';
import type { AppDeps, AppEnv } from '../context';
import { crmKpis, financeKpis, marketingKpis } from '../functions/kpis';
import { HttpError, validationError } from '../lib/http';

/** The body is optional (the original sent none): empty means the default period of 30 days. */
async function readPeriod(c: Context<AppEnv>) {
  const text = await c.req.text();
  let raw: unknown = {};
  if (text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'bad_json', 'Corpo da requisição inválido');
    }
  }
  const result = kpiRequestSchema.safeParse(raw ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data.period;
}

export function kpiRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/crm-kpis', async (c) => c.json(await crmKpis(deps.db, { period: await readPeriod(c) })))
    .post('/finance-kpis', async (c) => c.json(await financeKpis(deps.db, { period: await readPeriod(c) })))
    .post('/marketing-kpis', async (c) =>
      c.json(await marketingKpis(deps.db, { period: await readPeriod(c) })),
    );
}
