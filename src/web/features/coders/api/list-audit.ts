import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AuditPage } from '@shared/schemas/audit';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export type AuditFilters = { user?: string; entity?: string; from?: string; to?: string };

export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['audit', filters],
    queryFn: ({ pageParam }) =>
      api.get<AuditPage>('/api/audit', { ...filters, limit: 25, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

export const auditFacetsQuery = queryOptions({
  queryKey: ['audit', 'facets'],
  queryFn: () => api.get<{ entities: string[]; actions: string[] }>('/api/audit/facets'),
  ...pageQuery,
});
