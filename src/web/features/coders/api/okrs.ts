/** /api/okrs: the quarter's board, check-ins and (adm) objective and key-result editing. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checkin, CheckinForm, KeyResultForm, ObjectiveForm, OkrBoard } from '@shared/okrs/schemas';
import { api } from '@web/lib/api';

export const okrKeys = {
  all: ['okrs'] as const,
  board: (quarter: string) => ['okrs', 'board', quarter] as const,
  checkins: (id: string) => ['okrs', 'checkins', id] as const,
};

export const okrBoardQuery = (quarter: string) =>
  queryOptions({
    queryKey: okrKeys.board(quarter),
    queryFn: () => api.get<OkrBoard>('/api/okrs', { quarter }),
  });

export const checkinsQuery = (keyResultId: string) =>
  queryOptions({
    queryKey: okrKeys.checkins(keyResultId),
    queryFn: () => api.get<Checkin[]>(`/api/okrs/key-results/${keyResultId}/checkins`),
  });

function useOkrMutation<V>(fn: (value: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: okrKeys.all }),
  });
}

export const useCheckIn = (keyResultId: string) =>
  useOkrMutation((form: CheckinForm) =>
    api.post<Checkin>(`/api/okrs/key-results/${keyResultId}/checkins`, form),
  );

export const useSaveObjective = () =>
  useOkrMutation(({ id, form }: { id?: string; form: ObjectiveForm }) =>
    id ? api.patch(`/api/okrs/objectives/${id}`, form) : api.post('/api/okrs/objectives', form),
  );

export const useDeleteObjective = () =>
  useOkrMutation((id: string) => api.delete(`/api/okrs/objectives/${id}`));

export const useSaveKeyResult = () =>
  useOkrMutation(({ id, objectiveId, form }: { id?: string; objectiveId: string; form: KeyResultForm }) =>
    id
      ? api.patch(`/api/okrs/key-results/${id}`, form)
      : api.post(`/api/okrs/objectives/${objectiveId}/key-results`, form),
  );

export const useDeleteKeyResult = () =>
  useOkrMutation((id: string) => api.delete(`/api/okrs/key-results/${id}`));
