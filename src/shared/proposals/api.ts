/**
 * The proposal endpoints (docs/product/proposals.md), implemented in src/server/proposals/routes.ts:
 * staff's list, editing, sending and links; 'Enviar por e-mail' and its delivery log; the client's
 * billing profile; and the client's own side behind the public link's token.
 */
import { endpoint } from '@shared/contract';
import type { DocumentDelivery, DocumentMailDraft, DocumentMailQueued } from '@shared/mail/document-mail';
import { documentMailSchema } from '@shared/mail/document-mail';
import { LEAD_NOT_FOUND } from '@shared/schemas/lead';
import { reasonFormSchema } from '@shared/schemas/reason';
import {
  type BillingProfile,
  billingProfileSchema,
  PROPOSAL_NOT_FOUND,
  type ProposalDetails,
  type ProposalList,
  type PublicAcceptResult,
  type PublicProposal,
  proposalAcceptSchema,
  proposalDeclineSchema,
  proposalFormSchema,
  proposalListQuerySchema,
} from './schemas';

const id = { id: PROPOSAL_NOT_FOUND };
/** A new public link (shown once) with the proposal as it now is. */
export type ProposalLinkAnswer = { url: string; proposal: ProposalDetails };

export const proposalApi = {
  list: endpoint<ProposalList>()({ method: 'GET', path: '/api/proposals', query: proposalListQuerySchema }),
  create: endpoint<ProposalDetails>()({
    method: 'POST',
    path: '/api/proposals',
    body: proposalFormSchema,
    status: 201,
  }),
  read: endpoint<ProposalDetails>()({ method: 'GET', path: '/api/proposals/:id', ids: id }),
  update: endpoint<ProposalDetails>()({
    method: 'PUT',
    path: '/api/proposals/:id',
    ids: id,
    body: proposalFormSchema,
  }),
  remove: endpoint<null>()({ method: 'DELETE', path: '/api/proposals/:id', ids: id, status: 204 }),
  cancel: endpoint<ProposalDetails>()({
    method: 'POST',
    path: '/api/proposals/:id/cancel',
    ids: id,
    body: reasonFormSchema,
  }),
  send: endpoint<ProposalLinkAnswer>()({ method: 'POST', path: '/api/proposals/:id/send', ids: id }),
  newLink: endpoint<ProposalLinkAnswer>()({ method: 'POST', path: '/api/proposals/:id/link', ids: id }),
  revokeLink: endpoint<ProposalDetails>()({ method: 'DELETE', path: '/api/proposals/:id/link', ids: id }),
  mailDraft: endpoint<DocumentMailDraft>()({ method: 'GET', path: '/api/proposals/:id/email', ids: id }),
  email: endpoint<DocumentMailQueued>()({
    method: 'POST',
    path: '/api/proposals/:id/email',
    ids: id,
    body: documentMailSchema,
    status: 202,
  }),
  deliveries: endpoint<{ items: DocumentDelivery[] }>()({
    method: 'GET',
    path: '/api/proposals/:id/emails',
    ids: id,
  }),
  billingProfile: endpoint<{ profile: BillingProfile | null }>()({
    method: 'GET',
    path: '/api/leads/:id/billing-profile',
    ids: { id: LEAD_NOT_FOUND },
  }),
  saveBillingProfile: endpoint<{ profile: BillingProfile }>()({
    method: 'PUT',
    path: '/api/leads/:id/billing-profile',
    ids: { id: LEAD_NOT_FOUND },
    body: billingProfileSchema,
  }),
  publicView: endpoint<PublicProposal>()({ method: 'GET', path: '/api/public/proposals/:token' }),
  accept: endpoint<PublicAcceptResult>()({
    method: 'POST',
    path: '/api/public/proposals/:token/accept',
    body: proposalAcceptSchema,
  }),
  decline: endpoint<{ declinedAt: string }>()({
    method: 'POST',
    path: '/api/public/proposals/:token/decline',
    body: proposalDeclineSchema,
  }),
};
