import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';

/** GET /api/health: liveness plus a database round trip, for load balancers and monitoring. */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const started = performance.now();
    try {
      await deps.database.ping();
      return c.json({
        status: 'ok',
        database: deps.database.driver,
        latencyMs: Math.round(performance.now() - started),
      });
    } catch {
      return c.json({ status: 'error', database: deps.database.driver, message: 'Falha na conexão' }, 503);
    }
  });
}
