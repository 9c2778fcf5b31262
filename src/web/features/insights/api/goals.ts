/** Sales goals (src/shared/insights/api.ts; comercial, adm): the month's goals with progress and the ranking. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { insightsApi } from '@shared/insights/api';
import type { GoalForm } from '@shared/insights/schemas';
import { call } from '@web/lib/call';
import { pageQuery } from '@web/lib/query-client';

export const goalsQuery = (month: string) =>
  queryOptions({
    queryKey: ['goals', month],
    queryFn: () => call(insightsApi.goals, { query: { month } }),
    ...pageQuery,
  });

export function useSaveGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: GoalForm }) =>
      id
        ? call(insightsApi.updateGoal, { params: { id }, body: input })
        : call(insightsApi.createGoal, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['goals'] }),
  });
}

export function useDeleteGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(insightsApi.deleteGoal, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['goals'] }),
  });
}
