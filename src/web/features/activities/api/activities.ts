/** The activity endpoints (src/shared/activities/api.ts): the board, a subject's list, create, done, reschedule. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { activityApi } from '@shared/activities/api';
import type {
  ActivityForm,
  ActivitySubject,
  CompleteActivityForm,
  RescheduleActivityForm,
} from '@shared/activities/schemas';
import type { LeadOption } from '@shared/schemas/lead';
import { api } from '@web/lib/api';
import { call } from '@web/lib/call';

export const activityKeys = {
  all: ['activities'] as const,
  board: (scope: 'mine' | 'all') => ['activities', 'board', scope] as const,
  subject: (subject: ActivitySubject) => ['activities', 'subject', subject.kind, subject.id] as const,
};

export const activityBoardQuery = (scope: 'mine' | 'all') =>
  queryOptions({
    queryKey: activityKeys.board(scope),
    queryFn: () => call(activityApi.board, { query: { scope } }),
    placeholderData: keepPreviousData,
  });

export const subjectActivitiesQuery = (subject: ActivitySubject) =>
  queryOptions({
    queryKey: activityKeys.subject(subject),
    queryFn: () => call(activityApi.bySubject, { query: subject }),
  });

/** Leads to hang an activity on (the leads feature's GET /api/leads/options, adm/comercial/custom 'leads'). */
export const leadChoicesQuery = (q: string) =>
  queryOptions({
    queryKey: ['activities', 'lead-choices', q],
    queryFn: () => api.get<{ items: LeadOption[] }>('/api/leads/options', { q, limit: 30 }),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** Every change refreshes every list (the board's groups, the panels) and the lead's timeline. */
function useActivityMutation<V, R>(fn: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: activityKeys.all });
      // The lead drawer's timeline shows the outcome note.
      await client.invalidateQueries({ queryKey: ['leads', 'detail'] });
    },
  });
}

export const useCreateActivity = () =>
  useActivityMutation((body: ActivityForm) => call(activityApi.create, { body }));

export const useCompleteActivity = () =>
  useActivityMutation(({ id, body }: { id: string; body: CompleteActivityForm }) =>
    call(activityApi.complete, { params: { id }, body }),
  );

export const useRescheduleActivity = () =>
  useActivityMutation(({ id, body }: { id: string; body: RescheduleActivityForm }) =>
    call(activityApi.reschedule, { params: { id }, body }),
  );
