/** GET /api/assets?kind=image (mkt, adm): the asset library's images, for 'Escolher da biblioteca'. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { assetApi } from '@shared/assets/api';
import { call } from '@web/lib/call';
import { pageQuery } from '@web/lib/query-client';

export const libraryImagesQuery = (q: string) =>
  infiniteQueryOptions({
    // Under the asset library's key: an upload there refreshes this list too.
    queryKey: ['assets', 'list', { q, tag: '', kind: 'image' }],
    queryFn: ({ pageParam }) =>
      call(assetApi.list, {
        query: { kind: 'image', q: q || undefined, limit: 24, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });
