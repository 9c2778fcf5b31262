/** GET /api/calendar?month=YYYY-MM (mkt and adm, by access.ts); the current month when omitted. */
import { Hono } from 'hono';
import { calendarMonth } from '@server/calendar/calendar-month';
import type { AppDeps, AppEnv } from '@server/context';
import { query } from '@server/http/validate';
import { calendarQuerySchema } from '@shared/schemas/calendar';

export function calendarRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', query(calendarQuerySchema), async (c) =>
    c.json(await calendarMonth(deps.db, c.req.valid('query').month)),
  );
}
