/** /api/assets (mkt, adm): the media library list, tags, upload, versions, metadata, delete. */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssetDetail, AssetList, AssetMetadata, VideoLinkForm } from '@shared/schemas/assets';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

const root = ['assets'] as const;
export type AssetFilters = { q: string; tag: string; kind: string };

export const assetsQuery = (filters: AssetFilters) =>
  infiniteQueryOptions({
    queryKey: [...root, 'list', filters],
    queryFn: ({ pageParam }) =>
      api.get<AssetList>('/api/assets', {
        q: filters.q || undefined,
        tag: filters.tag || undefined,
        kind: filters.kind || undefined,
        limit: 24,
        cursor: pageParam ?? undefined,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

export const assetTagsQuery = queryOptions({
  queryKey: [...root, 'tags'],
  queryFn: () => api.get<string[]>('/api/assets/tags'),
});

export const assetClientsQuery = queryOptions({
  queryKey: [...root, 'clients'],
  queryFn: () => api.get<{ id: string; name: string }[]>('/api/assets/clients'),
  staleTime: 5 * 60_000,
});

export const assetQuery = (id: string) =>
  queryOptions({
    queryKey: [...root, 'detail', id],
    queryFn: () => api.get<AssetDetail>(`/api/assets/${id}`),
  });

function useAssetMutation<V, R = unknown>(fn: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: root }) });
}

export type UploadInput = {
  file: File;
  title: string;
  tags: string;
  campaignSlug: string;
  licenceExpiresOn: string;
  clientId: string;
};

export const useUploadAsset = () =>
  useAssetMutation((input: UploadInput) => {
    const form = new FormData();
    form.set('file', input.file);
    for (const key of ['title', 'tags', 'campaignSlug', 'licenceExpiresOn', 'clientId'] as const) {
      if (input[key].trim()) form.set(key, input[key]);
    }
    return api.post<AssetDetail>('/api/assets', form);
  });

export const useAddVideoLink = () =>
  useAssetMutation((form: VideoLinkForm) => api.post<AssetDetail>('/api/assets/links', form));

export const useAddVersion = () =>
  useAssetMutation(({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.set('file', file);
    return api.post<AssetDetail>(`/api/assets/${id}/versions`, form);
  });

export const useUpdateAsset = () =>
  useAssetMutation(({ id, form }: { id: string; form: AssetMetadata }) =>
    api.patch<AssetDetail>(`/api/assets/${id}`, form),
  );

export const useDeleteAsset = () => useAssetMutation((id: string) => api.delete(`/api/assets/${id}`));
