import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { HttpError } from '@server/lib/http';
import { openNotificationStream } from '@server/realtime/sse';

/** GET /api/realtime (staff): Server-Sent Events with the caller's new notifications. */
export function realtimeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { user, sessionId } = c.get('viewer');
    if (!user) throw new HttpError(401, 'unauthenticated', 'Faça login para continuar.');
    const lastEventId = c.req.header('last-event-id') ?? c.req.query('since') ?? null;
    return openNotificationStream(deps, { userId: user.id, sessionId }, lastEventId);
  });
}
