/** Query keys of the leads feature. Everything starts with 'leads' so one invalidation refreshes all views. */
export type LeadFilterParams = { q: string; status: string; owner: string; order: string };

export const leadKeys = {
  all: ['leads'] as const,
  lists: ['leads', 'list'] as const,
  list: (params: LeadFilterParams & { cursor: string; before: string }) => ['leads', 'list', params] as const,
  kanbanAll: ['leads', 'kanban'] as const,
  kanban: (status: string, params: Omit<LeadFilterParams, 'status' | 'order'>) =>
    ['leads', 'kanban', status, params] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
  coder: (cursor: string, before: string) => ['leads', 'coder', { cursor, before }] as const,
  staff: ['staff'] as const,
  duplicates: (params: { status: string; cursor: string; before: string }) =>
    ['leads', 'duplicates', params] as const,
  duplicate: (id: string) => ['leads', 'duplicate', id] as const,
};
