/** The client's side (src/shared/proposals/api.ts): the proposal behind a link's token, and accept / decline. */
import { queryOptions } from '@tanstack/react-query';
import { proposalApi } from '@shared/proposals/api';
import type { ProposalAcceptInput } from '@shared/proposals/schemas';
import { call, urlOf } from '@web/lib/call';

export const publicProposalQuery = (token: string) =>
  queryOptions({
    queryKey: ['public-proposal', token],
    queryFn: () => call(proposalApi.publicView, { params: { token } }),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const acceptProposal = (token: string, input: ProposalAcceptInput) =>
  call(proposalApi.accept, { params: { token }, body: input });

export const declineProposal = (token: string, reason: string) =>
  call(proposalApi.decline, { params: { token }, body: { reason } });

/** The PDF the browser downloads itself. */
export const publicProposalPdfUrl = (token: string) =>
  `${urlOf(proposalApi.publicView, { params: { token } })}/pdf`;
