import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CampaignDetail, CampaignLeadsPage, CampaignList } from '@shared/schemas/campaign';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const campaignsQuery = (q: string) =>
  queryOptions({
    queryKey: ['campaigns', 'list', q],
    queryFn: () => api.get<CampaignList>('/api/campaigns', { q: q || undefined }),
    ...pageQuery,
    placeholderData: keepPreviousData,
  });

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: ['campaigns', 'detail', id],
    queryFn: () => api.get<CampaignDetail>(`/api/campaigns/${id}`),
    ...pageQuery,
  });

export const campaignLeadsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: ['campaigns', 'leads', id],
    queryFn: ({ pageParam }) =>
      api.get<CampaignLeadsPage>(`/api/campaigns/${id}/leads`, { limit: 25, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });
