/** GET /api/appointments/lead-options: leads to link to an appointment, narrowed by a search term. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LeadOption } from '../../../../../shared/schemas/appointment';
import { api } from '../../../../lib/api';
import { appointmentKeys } from './list-appointments';

export function leadOptionsQuery(q: string) {
  return queryOptions({
    queryKey: appointmentKeys.leadOptions(q),
    queryFn: () => api.get<{ items: LeadOption[] }>('/api/appointments/lead-options', { q }),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
