/** GET /api/leads/duplicates: one keyset page of possible duplicates ('Duplicados', decision 056). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DuplicatePairList } from '@shared/schemas/lead-identity';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';
import { leadKeys } from './keys';

export const DUPLICATES_PAGE_SIZE = 20;

export const leadDuplicatesQuery = (params: { status: string; cursor: string; before: string }) =>
  queryOptions({
    queryKey: leadKeys.duplicates(params),
    queryFn: () =>
      api.get<DuplicatePairList>('/api/leads/duplicates', {
        status: params.status || undefined,
        cursor: params.cursor,
        before: params.before,
        limit: DUPLICATES_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    ...pageQuery,
  });
