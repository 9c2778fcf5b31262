/** GET /api/projects (any staff): the newest 100 projects, for pickers (tasks, the timer, entries). */
import { queryOptions } from '@tanstack/react-query';
import type { ProjectList } from '@shared/schemas/project';
import { api } from '@web/lib/api';

export const projectOptionsQuery = queryOptions({
  queryKey: ['projects', 'options'],
  queryFn: () => api.get<ProjectList>('/api/projects', { limit: 100 }),
  staleTime: 60_000,
});
