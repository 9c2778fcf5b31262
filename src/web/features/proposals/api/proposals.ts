/**
 * The staff side of /api/proposals: list (infinite, keyset), one proposal, save, and the actions
 * (send, new link, revoke, cancel, delete). Every mutation refreshes the list and the proposal.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { LeadOption } from '@shared/schemas/lead';
import type { ProposalDetails, ProposalFormInput, ProposalList } from '@shared/schemas/proposal';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const proposalKeys = {
  all: ['proposals'] as const,
  list: (q: string, status: string) => ['proposals', 'list', q, status] as const,
  detail: (id: string) => ['proposals', 'detail', id] as const,
};

export const proposalsQuery = (q: string, status: string) =>
  infiniteQueryOptions({
    queryKey: proposalKeys.list(q, status),
    queryFn: ({ pageParam }) =>
      api.get<ProposalList>('/api/proposals', { q, status, limit: 25, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    ...pageQuery,
  });

export const proposalQuery = (id: string) =>
  queryOptions({
    queryKey: proposalKeys.detail(id),
    queryFn: () => api.get<ProposalDetails>(`/api/proposals/${id}`),
    ...pageQuery,
  });

export const leadOptionsQuery = (q: string, include: string) =>
  queryOptions({
    queryKey: ['proposals', 'lead-options', q, include],
    queryFn: async () =>
      (await api.get<{ items: LeadOption[] }>('/api/leads/options', { q, include, limit: 100 })).items,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    ...pageQuery,
  });

function useProposalMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: proposalKeys.all }),
  });
}

export const useSaveProposal = () =>
  useProposalMutation(({ id, input }: { id: string | null; input: ProposalFormInput }) =>
    id
      ? api.put<ProposalDetails>(`/api/proposals/${id}`, input)
      : api.post<ProposalDetails>('/api/proposals', input),
  );

type LinkAnswer = { url: string; proposal: ProposalDetails };
export const useSendProposal = () =>
  useProposalMutation((id: string) => api.post<LinkAnswer>(`/api/proposals/${id}/send`));
export const useRegenerateLink = () =>
  useProposalMutation((id: string) => api.post<LinkAnswer>(`/api/proposals/${id}/link`));
export const useRevokeLink = () =>
  useProposalMutation((id: string) => api.delete<ProposalDetails>(`/api/proposals/${id}/link`));
export const useCancelProposal = () =>
  useProposalMutation(({ id, reason }: { id: string; reason: string }) =>
    api.post<ProposalDetails>(`/api/proposals/${id}/cancel`, { reason }),
  );
export const useDeleteProposal = () =>
  useProposalMutation((id: string) => api.delete<null>(`/api/proposals/${id}`));
