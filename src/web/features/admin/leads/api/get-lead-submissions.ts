/** GET /api/leads/:id/submissions: public submissions, pending contact suggestions and consent history. */
import { queryOptions } from '@tanstack/react-query';
import type { LeadSubmissions } from '@shared/schemas/lead-submissions';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';
import { leadKeys } from './keys';

/** Under the lead's detail key, so whatever refreshes the drawer refreshes this too. */
export const leadSubmissionsKey = (id: string) => [...leadKeys.detail(id), 'submissions'] as const;

export const leadSubmissionsQuery = (id: string) =>
  queryOptions({
    queryKey: leadSubmissionsKey(id),
    queryFn: () => api.get<LeadSubmissions>(`/api/leads/${id}/submissions`),
    ...pageQuery,
  });
