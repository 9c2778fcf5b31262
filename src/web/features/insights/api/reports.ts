/** The finance reports (src/shared/insights/api.ts; financeiro, adm), on screen and as a CSV link. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { insightsApi } from '@shared/insights/api';
import type { ReportKey } from '@shared/insights/schemas';
import { call, urlOf } from '@web/lib/call';
import { pageQuery } from '@web/lib/query-client';

export const reportQuery = (report: ReportKey, from: string, to: string) =>
  queryOptions({
    queryKey: ['finance-report', report, from, to],
    queryFn: () => call(insightsApi.report, { params: { report }, query: { from, to } }),
    placeholderData: keepPreviousData,
    ...pageQuery,
  });

export const reportCsvUrl = (report: ReportKey, from: string, to: string) =>
  urlOf(insightsApi.report, { params: { report }, query: { from, to, format: 'csv' } });
