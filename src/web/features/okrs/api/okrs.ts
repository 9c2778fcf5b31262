/** The OKR endpoints (src/shared/okrs/api.ts): the quarter's board, check-ins, and adm's editing. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { okrApi } from '@shared/okrs/api';
import type { CheckinForm, KeyResultForm, ObjectiveForm } from '@shared/okrs/schemas';
import { call } from '@web/lib/call';

export const okrKeys = {
  all: ['okrs'] as const,
  board: (quarter: string) => ['okrs', 'board', quarter] as const,
  checkins: (id: string) => ['okrs', 'checkins', id] as const,
};

export const okrBoardQuery = (quarter: string) =>
  queryOptions({
    queryKey: okrKeys.board(quarter),
    queryFn: () => call(okrApi.board, { query: { quarter } }),
  });

export const checkinsQuery = (keyResultId: string) =>
  queryOptions({
    queryKey: okrKeys.checkins(keyResultId),
    queryFn: () => call(okrApi.checkins, { params: { id: keyResultId } }),
  });

/** Every OKR change refreshes the board (progress rolls up) and the histories. */
function useOkrMutation<V, R>(fn: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: okrKeys.all }),
  });
}

export const useCheckIn = (keyResultId: string) =>
  useOkrMutation((body: CheckinForm) => call(okrApi.checkIn, { params: { id: keyResultId }, body }));

export const useSaveObjective = () =>
  useOkrMutation(({ id, body }: { id?: string; body: ObjectiveForm }) =>
    id ? call(okrApi.updateObjective, { params: { id }, body }) : call(okrApi.createObjective, { body }),
  );

export const useDeleteObjective = () =>
  useOkrMutation((id: string) => call(okrApi.deleteObjective, { params: { id } }));

export const useSaveKeyResult = () =>
  useOkrMutation(({ id, objectiveId, body }: { id?: string; objectiveId: string; body: KeyResultForm }) =>
    id
      ? call(okrApi.updateKeyResult, { params: { id }, body })
      : call(okrApi.createKeyResult, { params: { id: objectiveId }, body }),
  );

export const useDeleteKeyResult = () =>
  useOkrMutation((id: string) => call(okrApi.deleteKeyResult, { params: { id } }));
