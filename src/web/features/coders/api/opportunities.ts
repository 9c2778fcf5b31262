/**
 * The opportunities board reads GET /api/leads?status=… and moves a lead with
 * PATCH /api/leads/:id/status (the leads module's API).
 */
import { type InfiniteData, infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadStatus } from '@shared/catalog/statuses';
import type { LeadList, LeadListItem } from '@shared/schemas/lead';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';
import { toast } from '@web/lib/toast';

export type BoardLead = LeadListItem;
type LeadsPage = LeadList;

export const boardColumns = ['qualified', 'proposal'] as const;
export type BoardColumn = (typeof boardColumns)[number];

export const opportunitiesQuery = (status: BoardColumn) =>
  infiniteQueryOptions({
    queryKey: ['leads', 'board', status],
    queryFn: ({ pageParam }) =>
      api.get<LeadsPage>('/api/leads', { status, limit: 50, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

type Board = InfiniteData<LeadsPage, string | null>;

/** Moves a lead between stages at once on screen; a failure puts it back (docs/product/leads.md toasts). */
export function useMoveLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lead, to }: { lead: BoardLead; to: LeadStatus }) =>
      api.patch<LeadListItem>(`/api/leads/${lead.id}/status`, { status: to }),
    onMutate: async ({ lead, to }) => {
      await client.cancelQueries({ queryKey: ['leads', 'board'] });
      const snapshot = boardColumns.map(
        (status) => [status, client.getQueryData<Board>(['leads', 'board', status])] as const,
      );
      for (const status of boardColumns) {
        client.setQueryData<Board>(['leads', 'board', status], (board) => {
          if (!board) return board;
          const pages = board.pages.map((page, index) => {
            let items = page.items.filter((item) => item.id !== lead.id);
            if (status === to && index === 0) items = [{ ...lead, status: to }, ...items];
            const delta = items.length - page.items.length;
            return { ...page, items, total: page.total + delta };
          });
          return { ...board, pages };
        });
      }
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [status, data] of context?.snapshot ?? [])
        client.setQueryData(['leads', 'board', status], data);
      toast.error(
        'Erro ao atualizar status',
        'Não foi possível atualizar o status do lead. Tente novamente.',
      );
    },
    onSuccess: () => {
      toast.success('Status atualizado', 'O status do lead foi atualizado com sucesso.');
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['leads'] });
      void client.invalidateQueries({ queryKey: ['clients'] });
      void client.invalidateQueries({ queryKey: ['kpis'] });
    },
  });
}
