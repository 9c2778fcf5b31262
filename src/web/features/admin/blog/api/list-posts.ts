/** GET /api/posts: the back-office list for the current search and status filter. */
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { PostList } from '@shared/schemas/post';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const PAGE_SIZE = 50;

export const postKeys = {
  all: ['posts'] as const,
  list: (q: string, status: string) => ['posts', 'list', { q, status }] as const,
};

export function postsQuery(q: string, status: string) {
  return infiniteQueryOptions({
    queryKey: postKeys.list(q, status),
    queryFn: ({ pageParam }) =>
      api.get<PostList>('/api/posts', {
        q,
        status: status === 'all' ? undefined : status,
        limit: PAGE_SIZE,
        cursor: pageParam,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    ...pageQuery,
  });
}
