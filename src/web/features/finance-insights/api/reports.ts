/** GET /api/finance/reports/:report (financeiro, adm), on screen and as a CSV link. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReportKey, ReportResponse } from '@shared/schemas/finance-insights';
import { api, withQuery } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const reportQuery = (report: ReportKey, from: string, to: string) =>
  queryOptions({
    queryKey: ['finance-report', report, from, to],
    queryFn: () => api.get<ReportResponse>(`/api/finance/reports/${report}`, { from, to }),
    placeholderData: keepPreviousData,
    ...pageQuery,
  });

export const reportCsvUrl = (report: ReportKey, from: string, to: string) =>
  withQuery(`/api/finance/reports/${report}`, { from, to, format: 'csv' });
