/** The task endpoints (src/shared/tasks/api.ts): the board, the list, a task and its changes. */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { taskApi } from '@shared/tasks/api';
import type { TaskStatus } from '@shared/tasks/catalog';
import type { TaskCommentForm, TaskFilters, TaskFormData, TaskItem, TaskPatch } from '@shared/tasks/schemas';
import { call } from '@web/lib/call';

export const taskKeys = {
  all: ['tasks'] as const,
  board: (project: string) => ['tasks', 'board', project] as const,
  list: (filters: TaskFilters) => ['tasks', 'list', filters] as const,
  task: (id: string) => ['tasks', 'detail', id] as const,
};

export const boardQuery = (project: string) =>
  queryOptions({
    queryKey: taskKeys.board(project),
    queryFn: () => call(taskApi.board, { query: { project } }),
    enabled: Boolean(project),
  });

export const taskListQuery = (filters: TaskFilters) =>
  infiniteQueryOptions({
    queryKey: taskKeys.list(filters),
    queryFn: ({ pageParam }) =>
      call(taskApi.list, { query: { ...filters, cursor: pageParam || undefined, limit: 50 } }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const taskQuery = (id: string) =>
  queryOptions({ queryKey: taskKeys.task(id), queryFn: () => call(taskApi.detail, { params: { id } }) });

/** Every task change refreshes the board, the lists and the open task (counts roll up). */
function useTaskMutation<V, R>(fn: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

export const useCreateTask = () => useTaskMutation((body: TaskFormData) => call(taskApi.create, { body }));

export const useUpdateTask = () =>
  useTaskMutation(({ id, patch }: { id: string; patch: TaskPatch }) =>
    call(taskApi.update, { params: { id }, body: patch }),
  );

export const useDeleteTask = () => useTaskMutation((id: string) => call(taskApi.remove, { params: { id } }));

export const useAddComment = (taskId: string) =>
  useTaskMutation((body: TaskCommentForm) => call(taskApi.comment, { params: { id: taskId }, body }));

export const useTasksFromProposal = () =>
  useTaskMutation((projectId: string) => call(taskApi.fromProposal, { body: { projectId } }));

/** Moves a card; the board shows the new column at once and rolls back on failure. */
export function useMoveTask(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ task, status }: { task: TaskItem; status: TaskStatus }) =>
      call(taskApi.move, { params: { id: task.id }, body: { status } }),
    onMutate: async ({ task, status }) => {
      const key = taskKeys.board(project);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<{ items: TaskItem[] }>(key);
      client.setQueryData<{ items: TaskItem[] }>(key, (data) =>
        data ? { items: data.items.map((item) => (item.id === task.id ? { ...item, status } : item)) } : data,
      );
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(taskKeys.board(project), context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
