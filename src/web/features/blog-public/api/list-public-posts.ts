/** GET /api/public/posts: published posts, newest first, paged. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { PublicPostList } from '@shared/schemas/post';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const PUBLIC_PAGE_SIZE = 9;

export const publicPostsQuery = infiniteQueryOptions({
  queryKey: ['public-posts', 'list'],
  queryFn: ({ pageParam }) =>
    api.get<PublicPostList>('/api/public/posts', { limit: PUBLIC_PAGE_SIZE, cursor: pageParam }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  ...pageQuery,
});
