/**
 * The timesheet endpoints (src/shared/timesheet/api.ts): the timer, the week and its entries, the
 * approvals queue and the hourly costs.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { timesheetApi } from '@shared/timesheet/api';
import type {
  TimeEntryForm,
  TimeEntryPatchForm,
  TimerStartForm,
  UserRateForm,
} from '@shared/timesheet/schemas';
import { call } from '@web/lib/call';
import { profitabilityKeys } from './profitability';

export const timesheetKeys = {
  all: ['time'] as const,
  timer: ['time', 'timer'] as const,
  week: (week: string, userId: string) => ['time', 'week', week, userId] as const,
  approvals: ['time', 'approvals'] as const,
  rates: ['time', 'rates'] as const,
};

/** The running timer comes from the server (so it survives a reload) and is polled for other tabs. */
export const timerQuery = queryOptions({
  queryKey: timesheetKeys.timer,
  queryFn: () => call(timesheetApi.timer),
  refetchInterval: 15_000,
  refetchOnWindowFocus: true,
});

export const weekQuery = (week: string, userId: string) =>
  queryOptions({
    queryKey: timesheetKeys.week(week, userId),
    queryFn: () => call(timesheetApi.week, { query: { week, userId: userId || undefined } }),
    placeholderData: keepPreviousData,
  });

export const approvalsQuery = queryOptions({
  queryKey: timesheetKeys.approvals,
  queryFn: () => call(timesheetApi.approvals),
});

export const ratesQuery = queryOptions({
  queryKey: timesheetKeys.rates,
  queryFn: () => call(timesheetApi.rates),
});

/** Hours change the weeks, the approvals and every project's profitability. */
function useTimeMutation<V, R>(fn: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: timesheetKeys.all });
      void client.invalidateQueries({ queryKey: profitabilityKeys.all });
    },
  });
}

export const useStartTimer = () =>
  useTimeMutation((body: TimerStartForm) => call(timesheetApi.startTimer, { body }));

export const useStopTimer = () => useTimeMutation(() => call(timesheetApi.stopTimer));

export const useCreateEntry = () =>
  useTimeMutation((body: TimeEntryForm) => call(timesheetApi.createEntry, { body }));

export const useUpdateEntry = (id: string) =>
  useTimeMutation((body: TimeEntryPatchForm) => call(timesheetApi.updateEntry, { params: { id }, body }));

export const useDeleteEntry = () =>
  useTimeMutation((id: string) => call(timesheetApi.deleteEntry, { params: { id } }));

export const useSubmitWeek = () =>
  useTimeMutation((week: string) => call(timesheetApi.submitWeek, { body: { week } }));

export const useApproveWeek = () =>
  useTimeMutation((id: string) => call(timesheetApi.approveWeek, { params: { id } }));

export const useRejectWeek = () =>
  useTimeMutation(({ id, reason }: { id: string; reason: string }) =>
    call(timesheetApi.rejectWeek, { params: { id }, body: { reason } }),
  );

export function useSetUserRate(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserRateForm) => call(timesheetApi.setUserRate, { params: { id: userId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: timesheetKeys.rates }),
  });
}
