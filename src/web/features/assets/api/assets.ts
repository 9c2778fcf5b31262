/** The asset library's endpoints (src/shared/assets/api.ts): the list, tags, clients, one asset and the changes. */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { assetApi } from '@shared/assets/api';
import type { AssetKind } from '@shared/assets/catalog';
import type { AssetMetadata, AssetUploadData, AssetVersionForm, VideoLinkForm } from '@shared/assets/schemas';
import { call } from '@web/lib/call';
import { pageQuery } from '@web/lib/query-client';

/** Every asset query starts with this key (the blog's library picker reads under it too). */
const root = ['assets'] as const;
export type AssetFilters = { q: string; tag: string; kind: AssetKind | '' };

export const assetsQuery = (filters: AssetFilters) =>
  infiniteQueryOptions({
    queryKey: [...root, 'list', filters],
    queryFn: ({ pageParam }) =>
      call(assetApi.list, {
        query: {
          q: filters.q || undefined,
          tag: filters.tag || undefined,
          kind: filters.kind || undefined,
          limit: 24,
          cursor: pageParam ?? undefined,
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

export const assetTagsQuery = queryOptions({
  queryKey: [...root, 'tags'],
  queryFn: () => call(assetApi.tags),
});

export const assetClientsQuery = queryOptions({
  queryKey: [...root, 'clients'],
  queryFn: () => call(assetApi.clients),
  staleTime: 5 * 60_000,
});

export const assetQuery = (id: string) =>
  queryOptions({
    queryKey: [...root, 'detail', id],
    queryFn: () => call(assetApi.read, { params: { id } }),
  });

/** A multipart body from a form's checked values: a file as is, a list joined by commas, no empty field. */
export function toFormData(values: Record<string, File | string | readonly string[] | null | undefined>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof File) body.set(key, value);
    else if (Array.isArray(value)) {
      if (value.length) body.set(key, value.join(','));
    } else if (typeof value === 'string' && value) body.set(key, value);
  }
  return body;
}

function useAssetMutation<V, R>(fn: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: root }) });
}

export const useUploadAsset = () =>
  useAssetMutation((values: AssetUploadData) => call(assetApi.upload, { body: toFormData(values) }));

export const useAddVideoLink = () =>
  useAssetMutation((body: VideoLinkForm) => call(assetApi.createLink, { body }));

export const useAddVersion = (id: string) =>
  useAssetMutation((values: AssetVersionForm) =>
    call(assetApi.addVersion, { params: { id }, body: toFormData(values) }),
  );

export const useUpdateAsset = (id: string) =>
  useAssetMutation((body: AssetMetadata) => call(assetApi.update, { params: { id }, body }));

export const useDeleteAsset = () =>
  useAssetMutation((id: string) => call(assetApi.remove, { params: { id } }));
