/** GET/POST/PATCH/DELETE /api/goals (comercial, adm): the month's goals with progress and the ranking. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoalForm, GoalProgress, GoalsResponse } from '@shared/schemas/finance-insights';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const goalsQuery = (month: string) =>
  queryOptions({
    queryKey: ['goals', month],
    queryFn: () => api.get<GoalsResponse>('/api/goals', { month }),
    ...pageQuery,
  });

export function useSaveGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: GoalForm }) =>
      id ? api.patch<GoalProgress>(`/api/goals/${id}`, input) : api.post<GoalProgress>('/api/goals', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['goals'] }),
  });
}

export function useDeleteGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/goals/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['goals'] }),
  });
}
