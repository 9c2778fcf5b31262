/** GET /api/stats (adm): the admin overview counts (docs/product/dashboards-and-kpis.md). */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { adminStats } from '@server/system/stats';

export function statsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await adminStats(deps.db)));
}
