/**
 * The staff side of the proposal endpoints (src/shared/proposals/api.ts): list (infinite, keyset), one proposal, save, and the actions
 * (send, new link, revoke, cancel, delete). Every mutation refreshes the list and the proposal.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { proposalApi } from '@shared/proposals/api';
import type { ProposalStatus } from '@shared/proposals/catalog';
import type { ProposalFormInput } from '@shared/proposals/schemas';
import type { LeadOption } from '@shared/schemas/lead';
import { api } from '@web/lib/api';
import { call } from '@web/lib/call';
import { pageQuery } from '@web/lib/query-client';

export const proposalKeys = {
  all: ['proposals'] as const,
  list: (q: string, status: string) => ['proposals', 'list', q, status] as const,
  detail: (id: string) => ['proposals', 'detail', id] as const,
};

/** `status`: a catalog value, or 'all'. */
export const proposalsQuery = (q: string, status: ProposalStatus | 'all') =>
  infiniteQueryOptions({
    queryKey: proposalKeys.list(q, status),
    queryFn: ({ pageParam }) =>
      call(proposalApi.list, { query: { q, status, limit: 25, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    ...pageQuery,
  });

export const proposalQuery = (id: string) =>
  queryOptions({
    queryKey: proposalKeys.detail(id),
    queryFn: () => call(proposalApi.read, { params: { id } }),
    ...pageQuery,
  });

/** The client picker's options: the leads module's /api/leads/options (not this module's contract). */
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
      ? call(proposalApi.update, { params: { id }, body: input })
      : call(proposalApi.create, { body: input }),
  );

export const useSendProposal = () =>
  useProposalMutation((id: string) => call(proposalApi.send, { params: { id } }));
export const useRegenerateLink = () =>
  useProposalMutation((id: string) => call(proposalApi.newLink, { params: { id } }));
export const useRevokeLink = () =>
  useProposalMutation((id: string) => call(proposalApi.revokeLink, { params: { id } }));
export const useCancelProposal = () =>
  useProposalMutation(({ id, reason }: { id: string; reason: string }) =>
    call(proposalApi.cancel, { params: { id }, body: { reason } }),
  );
export const useDeleteProposal = () =>
  useProposalMutation((id: string) => call(proposalApi.remove, { params: { id } }));
