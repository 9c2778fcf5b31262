/** GET /api/projects: one keyset page of the filtered list (docs/product/projects.md). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProjectList } from '@shared/schemas/project';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';
import { type ProjectPageParams, projectKeys } from './keys';

export const projectsQuery = (params: ProjectPageParams) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: () =>
      api.get<ProjectList>('/api/projects', {
        q: params.q,
        status: params.status,
        order: params.order === 'asc' ? 'asc' : undefined,
        cursor: params.cursor,
        before: params.before,
        limit: 50,
      }),
    placeholderData: keepPreviousData,
    ...pageQuery,
  });
