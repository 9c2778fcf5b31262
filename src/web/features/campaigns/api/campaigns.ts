/** The campaign endpoints (src/shared/campaigns/api.ts): the list, a campaign, its leads, and the changes. */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { campaignApi } from '@shared/campaigns/api';
import type { CampaignDetail, CampaignFormInput, SpendFormInput } from '@shared/campaigns/schemas';
import { call } from '@web/lib/call';
import { pageQuery } from '@web/lib/query-client';

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (q: string) => ['campaigns', 'list', q] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
  leads: (id: string) => ['campaigns', 'leads', id] as const,
};

export const campaignsQuery = (q: string) =>
  queryOptions({
    queryKey: campaignKeys.list(q),
    queryFn: () => call(campaignApi.list, { query: { q: q || undefined } }),
    ...pageQuery,
    placeholderData: keepPreviousData,
  });

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: () => call(campaignApi.read, { params: { id } }),
    ...pageQuery,
  });

export const campaignLeadsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: campaignKeys.leads(id),
    queryFn: ({ pageParam }) =>
      call(campaignApi.leads, { params: { id }, query: { limit: 25, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

/** A new or edited campaign: every list and detail is refreshed (metrics and names change). */
export function useSaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CampaignFormInput }) =>
      id ? call(campaignApi.update, { params: { id }, body }) : call(campaignApi.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export function useDeleteCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(campaignApi.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/** A spend change answers the campaign with its new totals: shown at once, the lists refreshed. */
function useSpendMutation<V>(campaignId: string, fn: (value: V) => Promise<CampaignDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (detail) => {
      client.setQueryData(campaignKeys.detail(campaignId), detail);
      void client.invalidateQueries({ queryKey: ['campaigns', 'list'] });
    },
  });
}

export const useAddSpend = (campaignId: string) =>
  useSpendMutation(campaignId, (body: SpendFormInput) =>
    call(campaignApi.addSpend, { params: { id: campaignId }, body }),
  );

export const useDeleteSpend = (campaignId: string) =>
  useSpendMutation(campaignId, (spendId: string) =>
    call(campaignApi.removeSpend, { params: { id: campaignId, spendId } }),
  );
