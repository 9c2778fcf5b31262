/** GET /api/staff (any staff): the people a lead can be assigned to. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { listStaff } from '@server/leads/list-staff';

export function staffRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json({ items: await listStaff(deps.db) }));
}
