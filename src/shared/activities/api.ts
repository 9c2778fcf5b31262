/** The activity endpoints (docs/product/activities.md), implemented in src/server/activities/routes.ts. */
import { endpoint } from '@shared/contract';
import {
  ACTIVITY_NOT_FOUND,
  type Activity,
  type ActivityBoard,
  type ActivityCounts,
  activityBoardQuerySchema,
  activityFormSchema,
  completeActivitySchema,
  rescheduleActivitySchema,
  subjectActivitiesQuerySchema,
} from './schemas';

export const activityApi = {
  board: endpoint<ActivityBoard>()({
    method: 'GET',
    path: '/api/activities/board',
    query: activityBoardQuerySchema,
  }),
  counts: endpoint<ActivityCounts>()({ method: 'GET', path: '/api/activities/counts' }),
  bySubject: endpoint<Activity[]>()({
    method: 'GET',
    path: '/api/activities',
    query: subjectActivitiesQuerySchema,
  }),
  create: endpoint<Activity>()({
    method: 'POST',
    path: '/api/activities',
    body: activityFormSchema,
    status: 201,
  }),
  complete: endpoint<Activity>()({
    method: 'POST',
    path: '/api/activities/:id/done',
    ids: { id: ACTIVITY_NOT_FOUND },
    body: completeActivitySchema,
  }),
  reschedule: endpoint<Activity>()({
    method: 'PATCH',
    path: '/api/activities/:id/due',
    ids: { id: ACTIVITY_NOT_FOUND },
    body: rescheduleActivitySchema,
  }),
};
