/**
 * GET /api/tasks/people (any staff): active staff only — who a task can be assigned to, whose week an
 * approver opens, who owns a project's budget alert.
 */
import { queryOptions } from '@tanstack/react-query';
import { taskApi } from '@shared/tasks/api';
import { call } from '@web/lib/call';

export const activeStaffQuery = queryOptions({
  queryKey: ['tasks', 'people'],
  queryFn: () => call(taskApi.people),
  staleTime: 5 * 60_000,
});
