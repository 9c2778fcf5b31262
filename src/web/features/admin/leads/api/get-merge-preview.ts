/** GET /api/leads/duplicates/:id: both leads of a pair side by side, for the merge screen. */
import { queryOptions } from '@tanstack/react-query';
import type { MergePreview } from '@shared/schemas/lead-identity';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';
import { leadKeys } from './keys';

export const mergePreviewQuery = (pairId: string) =>
  queryOptions({
    queryKey: leadKeys.duplicate(pairId),
    queryFn: () => api.get<MergePreview>(`/api/leads/duplicates/${pairId}`),
    ...pageQuery,
  });
