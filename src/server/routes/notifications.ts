import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '@server/context';
import { HttpError, notFound } from '@server/lib/http';
import { listNotifications, markAllRead, markRead } from '@server/realtime/notifications';

const idParam = z.string().uuid();

function me(viewer: AppEnv['Variables']['viewer']): string {
  if (!viewer.user) throw new HttpError(401, 'unauthenticated', 'Faça login para continuar.');
  return viewer.user.id;
}

/** /api/notifications (staff): the caller's own list, mark one read, mark all read. */
export function notificationsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await listNotifications(deps.db, me(c.get('viewer'))));
    })
    .patch('/:id/read', async (c) => {
      const id = idParam.safeParse(c.req.param('id'));
      if (!id.success) throw notFound('Notificação não encontrada');
      const item = await markRead(deps.db, me(c.get('viewer')), id.data);
      if (!item) throw notFound('Notificação não encontrada');
      return c.json(item);
    })
    .post('/read-all', async (c) => c.json({ updated: await markAllRead(deps.db, me(c.get('viewer'))) }));
}
