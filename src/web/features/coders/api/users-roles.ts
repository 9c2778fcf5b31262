import { infiniteQueryOptions } from '@tanstack/react-query';
import type { UserRow } from '@shared/schemas/user';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

type UsersPage = { items: UserRow[]; nextCursor: string | null; total: number };

export const usersForRolesQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['users', 'roles-matrix', q],
    queryFn: ({ pageParam }) =>
      api.get<UsersPage>('/api/users', { q, limit: 50, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });
