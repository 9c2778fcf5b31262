/**
 * The LGPD endpoints (docs/product/privacy-lgpd.md), implemented in src/server/privacy/routes.ts:
 * adm's requests queue (verify, correct, anonymise with its preview, close) and the retention run; the
 * person's side without sign-in (the rights form, the one-time links, unsubscribe); and on a lead, the
 * art. 20 score override and the consent staff record. The personal-data download (JSON/CSV) is a
 * file, not JSON: `exportData` gives its URL only.
 */
import { endpoint } from '@shared/contract';
import { LEAD_NOT_FOUND } from '@shared/schemas/lead';
import {
  type AnonymizeResult,
  anonymizeRequestSchema,
  closeRequestSchema,
  correctRequestSchema,
  type ErasurePreview,
  exportQuerySchema,
  PRIVACY_REQUEST_NOT_FOUND,
  type PrivacyRequestList,
  privacyListQuerySchema,
  privacyRequestSchema,
  privacyTokenSchema,
  type RetentionResult,
  retentionRunSchema,
  scoreOverrideSchema,
  staffConsentSchema,
  verifyRequestSchema,
  withdrawalAnswerSchema,
} from './schemas';

const id = { id: PRIVACY_REQUEST_NOT_FOUND };
const lead = { id: `${LEAD_NOT_FOUND}.` };
type Ok = { ok: true };

export const privacyApi = {
  list: endpoint<PrivacyRequestList>()({
    method: 'GET',
    path: '/api/privacy/requests',
    query: privacyListQuerySchema,
  }),
  verify: endpoint<Ok>()({
    method: 'POST',
    path: '/api/privacy/requests/:id/verify',
    ids: id,
    body: verifyRequestSchema,
  }),
  /** A file download (JSON or CSV): the browser follows its URL (`urlOf`), never `call`. */
  exportData: endpoint<never>()({
    method: 'GET',
    path: '/api/privacy/requests/:id/export',
    ids: id,
    query: exportQuerySchema,
  }),
  correct: endpoint<Ok>()({
    method: 'POST',
    path: '/api/privacy/requests/:id/correct',
    ids: id,
    body: correctRequestSchema,
  }),
  anonymizePreview: endpoint<ErasurePreview>()({
    method: 'GET',
    path: '/api/privacy/requests/:id/anonymize-preview',
    ids: id,
  }),
  anonymize: endpoint<AnonymizeResult>()({
    method: 'POST',
    path: '/api/privacy/requests/:id/anonymize',
    ids: id,
    body: anonymizeRequestSchema,
  }),
  close: endpoint<{ ok: true; emailed: boolean }>()({
    method: 'POST',
    path: '/api/privacy/requests/:id/close',
    ids: id,
    body: closeRequestSchema,
  }),
  retentionPreview: endpoint<RetentionResult>()({ method: 'GET', path: '/api/privacy/retention' }),
  retentionRun: endpoint<RetentionResult>()({
    method: 'POST',
    path: '/api/privacy/retention/run',
    body: retentionRunSchema,
  }),

  /** The rights page (/meus-dados): the same answer whatever we hold. */
  request: endpoint<{ ok: true; message: string }>()({
    method: 'POST',
    path: '/api/public/privacy-requests',
    body: privacyRequestSchema,
    status: 202,
  }),
  verifyByLink: endpoint<Ok>()({
    method: 'POST',
    path: '/api/public/privacy-requests/verify',
    body: privacyTokenSchema,
  }),
  withdrawal: endpoint<{ ok: true; decision: 'confirm' | 'undo' }>()({
    method: 'POST',
    path: '/api/public/privacy-requests/withdrawal',
    body: withdrawalAnswerSchema,
  }),
  unsubscribe: endpoint<Ok>()({ method: 'POST', path: '/api/public/unsubscribe', body: privacyTokenSchema }),

  scoreOverride: endpoint<{ ok: true; score: number }>()({
    method: 'POST',
    path: '/api/leads/:id/score',
    ids: lead,
    body: scoreOverrideSchema,
  }),
  staffConsent: endpoint<Ok>()({
    method: 'POST',
    path: '/api/leads/:id/consents',
    ids: lead,
    body: staffConsentSchema,
  }),
};
