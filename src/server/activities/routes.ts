/**
 * The activity endpoints of src/shared/activities/api.ts. Every staff member may call them (module.ts);
 * which activities each one sees and manages is decided in the domain (access.ts).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { activityApi } from '@shared/activities/api';
import { dueInstant } from '@shared/activities/schemas';
import { seesAll, viewerId } from './access';
import { completeActivity, countActivities, createActivity, rescheduleActivity } from './activities';
import { readBoard, readSubject } from './read';

export function activityRoutes({ db }: AppDeps) {
  const router = new Hono<AppEnv>();
  implement(router, activityApi.board, ({ query, viewer }) => {
    const all = seesAll(viewer);
    const scope = all && query.scope === 'all' ? 'all' : 'mine';
    return readBoard(db, scope === 'all' ? null : viewerId(viewer), scope, all, new Date());
  });
  implement(router, activityApi.counts, ({ viewer }) => countActivities(db, viewer));
  implement(router, activityApi.bySubject, ({ query, viewer }) =>
    readSubject(db, query, seesAll(viewer) ? null : viewerId(viewer), new Date()),
  );
  implement(router, activityApi.create, ({ body, viewer, actor }) => createActivity(db, viewer, actor, body));
  implement(router, activityApi.complete, ({ params, body, viewer, actor }) =>
    completeActivity(db, viewer, actor, params.id, body.outcome),
  );
  implement(router, activityApi.reschedule, ({ params, body, viewer, actor }) =>
    rescheduleActivity(db, viewer, actor, params.id, dueInstant(body.dueAt)),
  );
  return router;
}
