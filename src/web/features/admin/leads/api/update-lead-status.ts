/**
 * PATCH /api/leads/:id/status, optimistic (docs/product/leads.md): the table row, the Kanban card and the drawer
 * change at once; a failure puts everything back and shows the failure toast.
 */
import { type InfiniteData, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadDetails, LeadList, LeadListItem } from '@shared/schemas/lead';
import { api } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { leadKeys } from './keys';

type Variables = { lead: Pick<LeadListItem, 'id'> & Partial<LeadListItem>; status: string };
type Board = InfiniteData<LeadList, string | null>;

/** Moves a card between Kanban columns in the cached pages. */
export function moveInBoard(
  board: Board | undefined,
  column: string,
  lead: LeadListItem,
  to: string,
): Board | undefined {
  if (!board) return board;
  const pages = board.pages.map((page, index) => {
    const had = page.items.some((item) => item.id === lead.id);
    let items = page.items.filter((item) => item.id !== lead.id);
    let total = page.total - (had && column !== to ? 1 : 0);
    if (column === to && index === 0) {
      items = [{ ...lead, status: to }, ...items];
      if (!had) total += 1;
    }
    return { ...page, items, total };
  });
  return { ...board, pages };
}

export function useUpdateLeadStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lead, status }: Variables) =>
      api.patch<LeadListItem>(`/api/leads/${lead.id}/status`, { status }),
    onMutate: async ({ lead, status }) => {
      await client.cancelQueries({ queryKey: leadKeys.all });
      const snapshot: [QueryKey, unknown][] = client.getQueriesData({ queryKey: leadKeys.all });
      client.setQueriesData<LeadList>({ queryKey: leadKeys.lists }, (list) =>
        list
          ? { ...list, items: list.items.map((item) => (item.id === lead.id ? { ...item, status } : item)) }
          : list,
      );
      const full =
        (lead.name ? (lead as LeadListItem) : undefined) ??
        client
          .getQueriesData<LeadList>({ queryKey: leadKeys.lists })
          .flatMap(([, list]) => list?.items ?? [])
          .find((item) => item.id === lead.id);
      if (full) {
        for (const [key] of client.getQueriesData<Board>({ queryKey: leadKeys.kanbanAll })) {
          const column = String(key[2]);
          client.setQueryData<Board>(key, (board) => moveInBoard(board, column, full, status));
        }
      }
      client.setQueryData<LeadDetails>(leadKeys.detail(lead.id), (details) =>
        details ? { ...details, status } : details,
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
      toast.error(
        'Erro ao atualizar status',
        'Não foi possível atualizar o status do lead. Tente novamente.',
      );
    },
    onSuccess: () => {
      toast.success('Status atualizado', 'O status do lead foi atualizado com sucesso.');
    },
    onSettled: () => client.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
