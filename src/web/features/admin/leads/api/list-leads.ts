/** GET /api/leads: one keyset page of the filtered list (docs/product/leads.md). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LeadList } from '@shared/schemas/lead';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';
import { type LeadFilterParams, leadKeys } from './keys';

export const LEADS_PAGE_SIZE = 50;

export const leadsQuery = (params: LeadFilterParams & { cursor: string; before: string }) =>
  queryOptions({
    queryKey: leadKeys.list(params),
    queryFn: () =>
      api.get<LeadList>('/api/leads', {
        q: params.q,
        status: params.status,
        owner: params.owner,
        order: params.order === 'asc' ? 'asc' : undefined,
        cursor: params.cursor,
        before: params.before,
        limit: LEADS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    ...pageQuery,
  });
