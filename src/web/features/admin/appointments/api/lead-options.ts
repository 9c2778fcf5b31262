/** GET /api/leads/options (the leads feature's endpoint): leads to link, narrowed by a search term. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LeadOption } from '@shared/schemas/lead';
import { api } from '@web/lib/api';
import { appointmentKeys } from './list-appointments';

export function leadOptionsQuery(q: string, include: string | null) {
  return queryOptions({
    queryKey: appointmentKeys.leadOptions(q, include),
    queryFn: () => api.get<{ items: LeadOption[] }>('/api/leads/options', { q, include, limit: 50 }),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
