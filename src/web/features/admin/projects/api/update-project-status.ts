/** PATCH /api/projects/:id/status, optimistic with rollback and the docs/product/projects.md toasts. */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectItem, ProjectList } from '@shared/schemas/project';
import { api } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { projectKeys } from './keys';

export function useUpdateProjectStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: string }) =>
      api.patch<ProjectItem>(`/api/projects/${id}/status`, { status }),
    onMutate: async ({ id, status }) => {
      await client.cancelQueries({ queryKey: projectKeys.lists });
      const snapshot: [QueryKey, unknown][] = client.getQueriesData({ queryKey: projectKeys.lists });
      client.setQueriesData<ProjectList>({ queryKey: projectKeys.lists }, (list) =>
        list
          ? { ...list, items: list.items.map((item) => (item.id === id ? { ...item, status } : item)) }
          : list,
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
      toast.error(
        'Erro ao atualizar status',
        'Não foi possível atualizar o status do projeto. Tente novamente.',
      );
    },
    onSuccess: () => toast.success('Status atualizado', 'O status do projeto foi atualizado com sucesso.'),
    onSettled: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
