/** The client's side: GET /api/public/proposals/:token, and accept / decline. */
import { queryOptions } from '@tanstack/react-query';
import type { ProposalAcceptInput, PublicAcceptResult, PublicProposal } from '@shared/schemas/proposal';
import { api } from '@web/lib/api';

export const publicProposalQuery = (token: string) =>
  queryOptions({
    queryKey: ['public-proposal', token],
    queryFn: () => api.get<PublicProposal>(`/api/public/proposals/${encodeURIComponent(token)}`),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const acceptProposal = (token: string, input: ProposalAcceptInput) =>
  api.post<PublicAcceptResult>(`/api/public/proposals/${encodeURIComponent(token)}/accept`, input);

export const declineProposal = (token: string, reason: string) =>
  api.post<{ declinedAt: string }>(`/api/public/proposals/${encodeURIComponent(token)}/decline`, { reason });
