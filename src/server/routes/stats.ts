/** GET /api/stats (adm): the admin overview counts (spec §2.7). */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { adminStats } from '../system/stats';

export function statsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await adminStats(deps.db)));
}
