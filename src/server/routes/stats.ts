/** GET /api/stats (adm): the admin overview counts (docs/product/dashboards-and-kpis.md). */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { adminStats } from '../system/stats';

export function statsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await adminStats(deps.db)));
}
