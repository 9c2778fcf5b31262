/** GET /api/appointments: the paged list for the current search and status filter. */
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { AppointmentList } from '@shared/schemas/appointment';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const PAGE_SIZE = 50;

export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (q: string, status: string) => ['appointments', 'list', { q, status }] as const,
  detail: (id: string) => ['appointments', 'detail', id] as const,
  leadOptions: (q: string, include: string | null) => ['appointments', 'lead-options', q, include] as const,
};

export function appointmentsQuery(q: string, status: string) {
  return infiniteQueryOptions({
    queryKey: appointmentKeys.list(q, status),
    queryFn: ({ pageParam }) =>
      api.get<AppointmentList>('/api/appointments', {
        q,
        status: status === 'all' ? undefined : status,
        limit: PAGE_SIZE,
        cursor: pageParam,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    ...pageQuery,
  });
}
