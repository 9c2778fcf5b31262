/**
 * Project profitability (src/shared/timesheet/api.ts): one project's figures, the finance report of
 * every project, and the project's bill rate and owner.
 */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectStatus } from '@shared/catalog/statuses';
import { timesheetApi } from '@shared/timesheet/api';
import type { ProjectRateForm } from '@shared/timesheet/schemas';
import { call } from '@web/lib/call';

export const profitabilityKeys = {
  all: ['profitability'] as const,
  project: (id: string) => ['profitability', id] as const,
  report: (status: string) => ['profitability', 'report', status] as const,
};

export const profitabilityQuery = (projectId: string) =>
  queryOptions({
    queryKey: profitabilityKeys.project(projectId),
    queryFn: () => call(timesheetApi.projectProfitability, { params: { id: projectId } }),
  });

export const profitabilityReportQuery = (status: ProjectStatus | '') =>
  infiniteQueryOptions({
    queryKey: profitabilityKeys.report(status),
    queryFn: ({ pageParam }) =>
      call(timesheetApi.profitabilityReport, {
        query: { status: status || undefined, cursor: pageParam || undefined, limit: 50 },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useSetProjectRate(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectRateForm) =>
      call(timesheetApi.setProjectRate, { params: { id: projectId }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: profitabilityKeys.all });
      void client.invalidateQueries({ queryKey: ['time', 'rates'] });
    },
  });
}
