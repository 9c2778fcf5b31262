/** GET /api/staff (any staff): the people an OKR or an onboarding can name. */
import { queryOptions } from '@tanstack/react-query';
import type { StaffMember } from '@shared/schemas/lead';
import { api } from '@web/lib/api';

export const staffMembersQuery = queryOptions({
  queryKey: ['staff-members'],
  queryFn: async () => (await api.get<{ items: StaffMember[] }>('/api/staff')).items,
  staleTime: 5 * 60_000,
});
