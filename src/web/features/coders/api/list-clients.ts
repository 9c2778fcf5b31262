import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ClientsPage } from '@shared/schemas/clients';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const clientsQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['clients', q],
    queryFn: ({ pageParam }) =>
      api.get<ClientsPage>('/api/clients', { q, limit: 25, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });
