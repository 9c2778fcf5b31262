/** GET /api/leads/:id: the lead drawer's data. */
import { queryOptions } from '@tanstack/react-query';
import type { LeadDetails } from '@shared/schemas/lead';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';
import { leadKeys } from './keys';

export const leadDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: () => api.get<LeadDetails>(`/api/leads/${id}`),
    ...pageQuery,
  });
