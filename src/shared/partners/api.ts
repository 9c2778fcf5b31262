/**
 * The partner endpoints (docs/product/partners.md), implemented in src/server/partners/routes.ts. The
 * CSV export, the multipart uploads and the contract download are plain routes there (not JSON); the
 * partner's public link (/api/public/referrals/:token) is in src/server/partners/public-routes.ts.
 */
import { endpoint } from '@shared/contract';
import {
  AGREEMENT_NOT_FOUND,
  type AgreementItem,
  agreementFormSchema,
  agreementListQuerySchema,
  type CommissionActionResult,
  type CommissionPage,
  commissionApproveSchema,
  commissionListQuerySchema,
  commissionPaySchema,
  DOCUMENT_NOT_FOUND,
  documentListQuerySchema,
  documentSignatureSchema,
  PARTNER_NOT_FOUND,
  type PartnerDocumentItem,
  type PartnerItem,
  type PartnerPage,
  type PartnersOverview,
  partnerFormSchema,
  partnerListQuerySchema,
  REFERRAL_LINK_NOT_FOUND,
  type ReferralLinkCreated,
  type ReferralLinkInfo,
  type ReferralLinkItem,
  type ReferredLeadPage,
  referralLinkFormSchema,
  referralSubmissionSchema,
  referredLeadsQuerySchema,
  type StatementRow,
  statementQuerySchema,
} from './schemas';

// Specific paths before '/api/partners/:id' (the server registers them in this order).
export const partnerApi = {
  overview: endpoint<PartnersOverview>()({ method: 'GET', path: '/api/partners/overview' }),
  agreements: endpoint<AgreementItem[]>()({
    method: 'GET',
    path: '/api/partners/agreements',
    query: agreementListQuerySchema,
  }),
  createAgreement: endpoint<AgreementItem>()({
    method: 'POST',
    path: '/api/partners/agreements',
    body: agreementFormSchema,
    status: 201,
  }),
  updateAgreement: endpoint<AgreementItem>()({
    method: 'PATCH',
    path: '/api/partners/agreements/:id',
    ids: { id: AGREEMENT_NOT_FOUND },
    body: agreementFormSchema,
  }),
  referredLeads: endpoint<ReferredLeadPage>()({
    method: 'GET',
    path: '/api/partners/referred-leads',
    query: referredLeadsQuerySchema,
  }),
  referralLinks: endpoint<ReferralLinkItem[]>()({
    method: 'GET',
    path: '/api/partners/referral-links',
    query: agreementListQuerySchema,
  }),
  createReferralLink: endpoint<ReferralLinkCreated>()({
    method: 'POST',
    path: '/api/partners/referral-links',
    body: referralLinkFormSchema,
    status: 201,
  }),
  revokeReferralLink: endpoint<{ ok: true }>()({
    method: 'POST',
    path: '/api/partners/referral-links/:id/revoke',
    ids: { id: REFERRAL_LINK_NOT_FOUND },
  }),
  accrueCommissions: endpoint<{ created: number }>()({
    method: 'POST',
    path: '/api/partners/commissions/accrue',
  }),
  commissions: endpoint<CommissionPage>()({
    method: 'GET',
    path: '/api/partners/commissions',
    query: commissionListQuerySchema,
  }),
  statements: endpoint<StatementRow[]>()({
    method: 'GET',
    path: '/api/partners/commissions/statements',
    query: statementQuerySchema,
  }),
  /** CSV (a download the browser follows): declared for its URL and query, answered as text. */
  exportCommissions: endpoint<string>()({
    method: 'GET',
    path: '/api/partners/commissions/export',
    query: statementQuerySchema,
  }),
  approveCommissions: endpoint<CommissionActionResult>()({
    method: 'POST',
    path: '/api/partners/commissions/approve',
    body: commissionApproveSchema,
  }),
  payCommissions: endpoint<CommissionActionResult>()({
    method: 'POST',
    path: '/api/partners/commissions/pay',
    body: commissionPaySchema,
  }),
  documents: endpoint<PartnerDocumentItem[]>()({
    method: 'GET',
    path: '/api/partners/documents',
    query: documentListQuerySchema,
  }),
  updateSignature: endpoint<PartnerDocumentItem>()({
    method: 'PATCH',
    path: '/api/partners/documents/:id/signature',
    ids: { id: DOCUMENT_NOT_FOUND },
    body: documentSignatureSchema,
  }),
  list: endpoint<PartnerPage>()({ method: 'GET', path: '/api/partners', query: partnerListQuerySchema }),
  create: endpoint<PartnerItem>()({
    method: 'POST',
    path: '/api/partners',
    body: partnerFormSchema,
    status: 201,
  }),
  read: endpoint<PartnerItem>()({ method: 'GET', path: '/api/partners/:id', ids: { id: PARTNER_NOT_FOUND } }),
  update: endpoint<PartnerItem>()({
    method: 'PATCH',
    path: '/api/partners/:id',
    ids: { id: PARTNER_NOT_FOUND },
    body: partnerFormSchema,
  }),
};

/** The partner's one-time link (public; the token in the path is the credential). */
export const referralApi = {
  read: endpoint<ReferralLinkInfo>()({ method: 'GET', path: '/api/public/referrals/:token' }),
  submit: endpoint<{ ok: true }>()({
    method: 'POST',
    path: '/api/public/referrals/:token',
    body: referralSubmissionSchema,
    status: 201,
  }),
};
