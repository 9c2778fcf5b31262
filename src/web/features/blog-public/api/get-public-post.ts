/** GET /api/public/posts/:slug: one published post with its content as safe HTML (404 otherwise). */
import { queryOptions } from '@tanstack/react-query';
import type { PublicPost } from '@shared/schemas/post';
import { ApiError, api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export function publicPostQuery(slug: string) {
  return queryOptions({
    queryKey: ['public-posts', 'detail', slug],
    queryFn: () => api.get<PublicPost>(`/api/public/posts/${encodeURIComponent(slug)}`),
    ...pageQuery,
    // A missing post stays missing: no retry on 404.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
    staleTime: 0,
  });
}
