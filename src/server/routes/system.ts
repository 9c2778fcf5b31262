/** GET /api/system/health (adm): the four real checks of docs/product/health.md; the status lives in the body. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { runHealthChecks } from '../system/health';

export function systemRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await runHealthChecks(deps, c.req.raw.headers));
  });
}
