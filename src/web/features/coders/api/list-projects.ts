/** GET /api/projects (any staff may read; comercial and adm change them in /admin/projects). */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ProjectStatus } from '../../../../shared/catalog/statuses';
import { api } from '../../../lib/api';
import { pageQuery } from '../../../lib/query-client';

/** The fields this read-only list shows; the API returns more. */
export type ProjectItem = {
  id: string;
  title: string;
  description: string | null;
  clientName: string | null;
  budget: number | string | null;
  startDate: string | null;
  endDate: string | null;
  status: ProjectStatus;
};
type ProjectsPage = { items: ProjectItem[]; nextCursor: string | null; total?: number };

export const projectsQuery = (filters: { q: string; status: string }) =>
  infiniteQueryOptions({
    queryKey: ['projects', 'coders', filters],
    queryFn: ({ pageParam }) =>
      api.get<ProjectsPage>('/api/projects', {
        q: filters.q,
        status: filters.status,
        limit: 25,
        cursor: pageParam ?? undefined,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });
