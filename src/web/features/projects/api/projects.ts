/**
 * The project endpoints (src/shared/projects/api.ts): one keyset page of the filtered list, creating,
 * editing and moving a project (optimistic, with rollback and the docs/product/projects.md toasts).
 */
import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { ProjectStatus } from '@shared/catalog/statuses';
import { projectApi } from '@shared/projects/api';
import type { ProjectFormData, ProjectList } from '@shared/projects/schemas';
import { call } from '@web/lib/call';
import { pageQuery } from '@web/lib/query-client';
import { toast } from '@web/lib/toast';

export type ProjectPageParams = { q: string; status: string; order: string; cursor: string; before: string };

/** 'projects' first, so the pickers (the kit's ProjectPickerField) refresh too. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: ['projects', 'list'] as const,
  list: (params: ProjectPageParams) => ['projects', 'list', params] as const,
};

export const projectsQuery = (params: ProjectPageParams) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: () =>
      call(projectApi.list, {
        query: {
          q: params.q,
          status: params.status as ProjectStatus | '',
          order: params.order === 'asc' ? 'asc' : undefined,
          cursor: params.cursor || undefined,
          before: params.before || undefined,
          limit: 50,
        },
      }),
    placeholderData: keepPreviousData,
    ...pageQuery,
  });

/** 'Novo Projeto' and 'Editar Projeto'; the lists reload on success. */
export function useSaveProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ProjectFormData }) =>
      id ? call(projectApi.update, { params: { id }, body }) : call(projectApi.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useUpdateProjectStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ProjectStatus }) =>
      call(projectApi.updateStatus, { params: { id }, body: { status } }),
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
