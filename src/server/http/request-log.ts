/**
 * One JSON log line per request: its id (also sent back as X-Request-Id), method, route pattern,
 * status and duration. The route is the pattern that answered (`/api/access-links/:token`), never the
 * raw path, so ids and one-time tokens in URLs stay out of the logs; query strings are not logged.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '@server/context';
import type { Logger } from '@server/lib/logger';

export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = c.res.status;
      let route = '';
      try {
        route = routePath(c);
      } catch {
        route = '';
      }
      const line = {
        method: c.req.method,
        route: route || 'unmatched',
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      };
      if (status >= 500) log.error(line, 'request');
      else log.info(line, 'request');
      try {
        c.res.headers.set('x-request-id', requestId);
      } catch {
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set('x-request-id', requestId);
      }
    }
  };
}
