/** GET /api/users: the paged users list for the current search (server-side, docs/product/users-and-roles.md). */
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { UserRow } from '@shared/schemas/user';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const PAGE_SIZE = 50;

export type UsersPage = { items: UserRow[]; nextCursor: string | null; total: number };

export const userKeys = {
  all: ['users'] as const,
  list: (q: string) => ['users', 'list', { q }] as const,
};

export function usersQuery(q: string) {
  return infiniteQueryOptions({
    queryKey: userKeys.list(q),
    queryFn: ({ pageParam }) => api.get<UsersPage>('/api/users', { q, limit: PAGE_SIZE, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    ...pageQuery,
  });
}
