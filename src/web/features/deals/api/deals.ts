/** The deal endpoints (src/shared/deals/api.ts): the board, a deal, and comercial's changes. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dealApi } from '@shared/deals/api';
import type { DealFormInput, DealMoveInput } from '@shared/deals/schemas';
import { call } from '@web/lib/call';

export const dealBoardQuery = (q: string) =>
  queryOptions({
    queryKey: ['deals', 'board', q],
    queryFn: () => call(dealApi.board, { query: { q: q || undefined } }),
  });
export const dealQuery = (id: string) =>
  queryOptions({
    queryKey: ['deals', 'detail', id],
    queryFn: () => call(dealApi.detail, { params: { id } }),
  });

function useDealMutation<V, R>(fn: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['deals'] }),
        client.invalidateQueries({ queryKey: ['companies'] }),
      ]),
  });
}
export const useSaveDeal = () =>
  useDealMutation(({ id, body }: { id?: string; body: DealFormInput }) =>
    id ? call(dealApi.update, { params: { id }, body }) : call(dealApi.create, { body }),
  );
export const useMoveDeal = () =>
  useDealMutation(({ id, body }: { id: string; body: DealMoveInput }) =>
    call(dealApi.move, { params: { id }, body }),
  );
