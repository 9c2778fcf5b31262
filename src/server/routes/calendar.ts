/** GET /api/calendar?month=YYYY-MM (mkt and adm, by access.ts); the current month when omitted. */
import { Hono } from 'hono';
import { calendarQuerySchema } from '../../shared/schemas/calendar';
import { calendarMonth } from '../calendar/calendar-month';
import type { AppDeps, AppEnv } from '../context';
import { parseQuery } from '../lib/http';

export function calendarRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) =>
    c.json(await calendarMonth(deps.db, parseQuery(c, calendarQuerySchema).month)),
  );
}
