/** GET /api/assets?kind=image (mkt, adm): the asset library's images, for 'Escolher da biblioteca'. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AssetList } from '@shared/schemas/assets';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const libraryImagesQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['assets', 'list', { q, tag: '', kind: 'image' }],
    queryFn: ({ pageParam }) =>
      api.get<AssetList>('/api/assets', {
        kind: 'image',
        q: q || undefined,
        limit: 24,
        cursor: pageParam ?? undefined,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });
