/** The team's tools (docs/product/tasks-and-timesheet.md): tasks, project hours and profitability. */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { ProjectList } from '@shared/schemas/project';
import type {
  ApprovalItem,
  RatesView,
  RunningTimer,
  TaskComment,
  TaskDetail,
  TaskFormData,
  TaskItem,
  TaskList,
  TaskPatch,
  TimeEntryForm,
  TimeEntryItem,
  TimesheetWeek,
} from '@shared/schemas/team';
import { api } from '@web/lib/api';

export const teamKeys = {
  tasks: ['tasks'] as const,
  board: (project: string) => ['tasks', 'board', project] as const,
  list: (filters: TaskFilters) => ['tasks', 'list', filters] as const,
  task: (id: string) => ['tasks', 'detail', id] as const,
  people: ['tasks', 'people'] as const,
  projectOptions: ['projects', 'options'] as const,
  time: ['time'] as const,
  timer: ['time', 'timer'] as const,
  week: (week: string, userId: string) => ['time', 'week', week, userId] as const,
  approvals: ['time', 'approvals'] as const,
  rates: ['time', 'rates'] as const,
  profitability: (id: string) => ['profitability', id] as const,
  report: (status: string) => ['profitability', 'report', status] as const,
};

export type TaskFilters = {
  project: string;
  assignee: string;
  status: string;
  label: string;
  due: string;
  q: string;
};

export const peopleQuery = queryOptions({
  queryKey: teamKeys.people,
  queryFn: () => api.get<{ items: { id: string; name: string; email: string }[] }>('/api/tasks/people'),
  staleTime: 5 * 60_000,
});

/** The newest 100 projects, for pickers (project filter, timer, entries). */
export const projectOptionsQuery = queryOptions({
  queryKey: teamKeys.projectOptions,
  queryFn: () => api.get<ProjectList>('/api/projects', { limit: 100 }),
  staleTime: 60_000,
});

export const boardQuery = (project: string) =>
  queryOptions({
    queryKey: teamKeys.board(project),
    queryFn: () => api.get<{ items: TaskItem[] }>('/api/tasks/board', { project }),
    enabled: Boolean(project),
  });

export const taskListQuery = (filters: TaskFilters) =>
  infiniteQueryOptions({
    queryKey: teamKeys.list(filters),
    queryFn: ({ pageParam }) =>
      api.get<TaskList>('/api/tasks', { ...filters, cursor: pageParam || undefined, limit: 50 }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const taskQuery = (id: string) =>
  queryOptions({ queryKey: teamKeys.task(id), queryFn: () => api.get<TaskDetail>(`/api/tasks/${id}`) });

function useTaskInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: teamKeys.tasks });
}

export function useCreateTask() {
  const invalidate = useTaskInvalidate();
  return useMutation({
    mutationFn: (input: TaskFormData) => api.post<TaskDetail>('/api/tasks', input),
    onSuccess: invalidate,
  });
}

export function useUpdateTask() {
  const invalidate = useTaskInvalidate();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TaskPatch }) =>
      api.patch<TaskDetail>(`/api/tasks/${id}`, patch),
    onSuccess: invalidate,
  });
}

/** Moves a card; the board shows the new column at once and rolls back on failure. */
export function useMoveTask(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ task, status }: { task: TaskItem; status: string }) =>
      api.patch<TaskDetail>(`/api/tasks/${task.id}/status`, { status }),
    onMutate: async ({ task, status }) => {
      const key = teamKeys.board(project);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<{ items: TaskItem[] }>(key);
      client.setQueryData<{ items: TaskItem[] }>(key, (data) =>
        data ? { items: data.items.map((item) => (item.id === task.id ? { ...item, status } : item)) } : data,
      );
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(teamKeys.board(project), context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: teamKeys.tasks }),
  });
}

export function useDeleteTask() {
  const invalidate = useTaskInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/tasks/${id}`),
    onSuccess: invalidate,
  });
}

export function useAddComment(taskId: string) {
  const invalidate = useTaskInvalidate();
  return useMutation({
    mutationFn: (body: string) => api.post<TaskComment>(`/api/tasks/${taskId}/comments`, { body }),
    onSuccess: invalidate,
  });
}

export function useTasksFromProposal() {
  const invalidate = useTaskInvalidate();
  return useMutation({
    mutationFn: (projectId: string) =>
      api.post<{ created: number; existing: number; proposals: string[] }>('/api/tasks/from-proposal', {
        projectId,
      }),
    onSuccess: invalidate,
  });
}

// ------------------------------------------------------------------ timesheet

/** The running timer comes from the server (so it survives a reload) and is polled for other tabs. */
export const timerQuery = queryOptions({
  queryKey: teamKeys.timer,
  queryFn: () => api.get<{ timer: RunningTimer | null }>('/api/time/timer'),
  refetchInterval: 15_000,
  refetchOnWindowFocus: true,
});

export const weekQuery = (week: string, userId: string) =>
  queryOptions({
    queryKey: teamKeys.week(week, userId),
    queryFn: () => api.get<TimesheetWeek>('/api/time/week', { week, userId: userId || undefined }),
    placeholderData: keepPreviousData,
  });

export const approvalsQuery = queryOptions({
  queryKey: teamKeys.approvals,
  queryFn: () => api.get<{ items: ApprovalItem[] }>('/api/time/approvals'),
});

export const ratesQuery = queryOptions({
  queryKey: teamKeys.rates,
  queryFn: () => api.get<RatesView>('/api/time/rates'),
});

function useTimeInvalidate() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: teamKeys.time });
    void client.invalidateQueries({ queryKey: ['profitability'] });
  };
}

export function useStartTimer() {
  const invalidate = useTimeInvalidate();
  return useMutation({
    mutationFn: (input: {
      projectId: string | null;
      taskId: string | null;
      note: string;
      billable: boolean;
    }) => api.post<{ timer: RunningTimer }>('/api/time/timer/start', input),
    onSettled: invalidate,
  });
}

export function useStopTimer() {
  const invalidate = useTimeInvalidate();
  return useMutation({
    mutationFn: () => api.post<{ entry: TimeEntryItem }>('/api/time/timer/stop'),
    onSettled: invalidate,
  });
}

export function useSaveEntry() {
  const invalidate = useTimeInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TimeEntryForm }) =>
      id
        ? api.patch<TimeEntryItem>(`/api/time/entries/${id}`, input)
        : api.post<TimeEntryItem>('/api/time/entries', input),
    onSuccess: invalidate,
  });
}

export function useDeleteEntry() {
  const invalidate = useTimeInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/time/entries/${id}`),
    onSuccess: invalidate,
  });
}

export function useSubmitWeek() {
  const invalidate = useTimeInvalidate();
  return useMutation({
    mutationFn: (week: string) => api.post<TimesheetWeek>('/api/time/weeks/submit', { week }),
    onSuccess: invalidate,
  });
}

export function useDecideWeek() {
  const invalidate = useTimeInvalidate();
  return useMutation({
    mutationFn: ({ id, reject }: { id: string; reject?: string }) =>
      reject
        ? api.post<TimesheetWeek>(`/api/time/weeks/${id}/reject`, { reason: reject })
        : api.post<TimesheetWeek>(`/api/time/weeks/${id}/approve`),
    onSuccess: invalidate,
  });
}

export function useSetUserRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, hourlyCost }: { userId: string; hourlyCost: number | string }) =>
      api.put(`/api/time/rates/users/${userId}`, { hourlyCost }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.rates }),
  });
}

export function useSetProjectRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      projectId,
      billRate,
      ownerId,
    }: {
      projectId: string;
      billRate: number | string | null;
      ownerId: string | null;
    }) => api.put(`/api/time/rates/projects/${projectId}`, { billRate, ownerId }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: teamKeys.rates });
      void client.invalidateQueries({ queryKey: ['profitability'] });
    },
  });
}
