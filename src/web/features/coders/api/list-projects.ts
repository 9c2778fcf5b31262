/** GET /api/projects (any staff may read; comercial and adm change them in /admin/projects). */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ProjectList } from '../../../../shared/schemas/project';
import { api } from '../../../lib/api';
import { pageQuery } from '../../../lib/query-client';

export const projectsQuery = (filters: { q: string; status: string }) =>
  infiniteQueryOptions({
    queryKey: ['projects', 'coders', filters],
    queryFn: ({ pageParam }) =>
      api.get<ProjectList>('/api/projects', {
        q: filters.q,
        status: filters.status,
        limit: 25,
        cursor: pageParam ?? undefined,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });
