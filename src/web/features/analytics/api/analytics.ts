/** The Analytics page's report (src/shared/analytics/api.ts) for a period of São Paulo days. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { analyticsApi } from '@shared/analytics/api';
import { call } from '@web/lib/call';
import { pageQuery } from '@web/lib/query-client';

export const analyticsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['analytics', from, to],
    queryFn: () => call(analyticsApi.report, { query: { from, to } }),
    ...pageQuery,
    placeholderData: keepPreviousData,
  });
