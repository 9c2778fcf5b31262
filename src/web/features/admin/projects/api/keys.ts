/** Query keys of the projects feature ('projects' first, so the CODERS list refreshes too). */
export type ProjectPageParams = { q: string; status: string; order: string; cursor: string; before: string };

export const projectKeys = {
  all: ['projects'] as const,
  lists: ['projects', 'list'] as const,
  list: (params: ProjectPageParams) => ['projects', 'list', params] as const,
  clientOptions: (q: string, include: string) => ['leads', 'options', { q, include }] as const,
};
