/** GET /api/staff: who a lead can be assigned to. */
import { queryOptions } from '@tanstack/react-query';
import type { StaffMember } from '@shared/schemas/lead';
import { api } from '@web/lib/api';
import { leadKeys } from './keys';

export const staffQuery = queryOptions({
  queryKey: leadKeys.staff,
  queryFn: async () => (await api.get<{ items: StaffMember[] }>('/api/staff')).items,
  staleTime: 5 * 60_000,
  retry: 1,
  refetchOnWindowFocus: false,
});
