/** GET /api/leads?status=…: one Kanban column, loaded 20 at a time. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { LeadList } from '@shared/schemas/lead';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';
import { type LeadFilterParams, leadKeys } from './keys';

export const KANBAN_PAGE_SIZE = 20;

export const kanbanColumnQuery = (status: string, params: Omit<LeadFilterParams, 'status' | 'order'>) =>
  infiniteQueryOptions({
    queryKey: leadKeys.kanban(status, params),
    queryFn: ({ pageParam }) =>
      api.get<LeadList>('/api/leads', {
        status,
        q: params.q,
        owner: params.owner,
        limit: KANBAN_PAGE_SIZE,
        cursor: pageParam ?? undefined,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });
