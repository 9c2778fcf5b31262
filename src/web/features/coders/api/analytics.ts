import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AnalyticsReport } from '@shared/schemas/analytics';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const analyticsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['analytics', from, to],
    queryFn: () => api.get<AnalyticsReport>('/api/analytics', { from, to }),
    ...pageQuery,
    placeholderData: keepPreviousData,
  });
