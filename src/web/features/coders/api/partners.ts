/** CODERS parceiros: queries and mutations on /api/partners (docs/product/partners.md). */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AgreementForm,
  AgreementItem,
  CommissionActionResult,
  CommissionPage,
  PartnerDocumentItem,
  PartnerForm,
  PartnerItem,
  PartnerPage,
  PartnersOverview,
  ReferralLinkCreated,
  ReferralLinkItem,
  ReferredLeadPage,
  StatementRow,
} from '@shared/schemas/partners';
import { api, request } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const partnersKey = ['partners'] as const;

export const partnersOverviewQuery = () =>
  queryOptions({
    queryKey: [...partnersKey, 'overview'],
    queryFn: () => api.get<PartnersOverview>('/api/partners/overview'),
    ...pageQuery,
  });

export const partnersListQuery = (q: string, status = '') =>
  infiniteQueryOptions({
    queryKey: [...partnersKey, 'list', q, status],
    queryFn: ({ pageParam }) =>
      api.get<PartnerPage>('/api/partners', { q, status, limit: 25, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

/** Every partner (for the filters and forms): the program has tens, not thousands. */
export const allPartnersQuery = () =>
  queryOptions({
    queryKey: [...partnersKey, 'all'],
    queryFn: () => api.get<PartnerPage>('/api/partners', { limit: 100 }).then((page) => page.items),
    ...pageQuery,
  });

export const agreementsQuery = (partnerId: string) =>
  queryOptions({
    queryKey: [...partnersKey, 'agreements', partnerId],
    queryFn: () => api.get<AgreementItem[]>('/api/partners/agreements', { partnerId }),
    ...pageQuery,
  });

export const referredLeadsQuery = (partnerId: string, q: string) =>
  infiniteQueryOptions({
    queryKey: [...partnersKey, 'referred', partnerId, q],
    queryFn: ({ pageParam }) =>
      api.get<ReferredLeadPage>('/api/partners/referred-leads', {
        partnerId,
        q,
        limit: 25,
        cursor: pageParam ?? undefined,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

export const referralLinksQuery = (partnerId: string) =>
  queryOptions({
    queryKey: [...partnersKey, 'links', partnerId],
    queryFn: () => api.get<ReferralLinkItem[]>('/api/partners/referral-links', { partnerId }),
    ...pageQuery,
  });

export type CommissionFilters = { partnerId: string; status: string; month: string };

export const commissionsQuery = (filters: CommissionFilters) =>
  infiniteQueryOptions({
    queryKey: [...partnersKey, 'commissions', filters],
    queryFn: ({ pageParam }) =>
      api.get<CommissionPage>('/api/partners/commissions', {
        ...filters,
        limit: 50,
        cursor: pageParam ?? undefined,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

export const statementsQuery = (filters: CommissionFilters) =>
  queryOptions({
    queryKey: [...partnersKey, 'statements', filters],
    queryFn: () => api.get<StatementRow[]>('/api/partners/commissions/statements', filters),
    ...pageQuery,
  });

export const documentsQuery = (partnerId: string) =>
  queryOptions({
    queryKey: [...partnersKey, 'documents', partnerId],
    queryFn: () => api.get<PartnerDocumentItem[]>('/api/partners/documents', { partnerId }),
    ...pageQuery,
  });

/** Every change refreshes the whole section (overview, lists and totals depend on each other). */
function useInvalidating<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: partnersKey }),
  });
}

export const useSavePartner = () =>
  useInvalidating(({ id, form }: { id?: string; form: PartnerForm }) =>
    id ? api.patch<PartnerItem>(`/api/partners/${id}`, form) : api.post<PartnerItem>('/api/partners', form),
  );

export const useSaveAgreement = () =>
  useInvalidating(({ id, form }: { id?: string; form: AgreementForm }) =>
    id
      ? api.patch<AgreementItem>(`/api/partners/agreements/${id}`, form)
      : api.post<AgreementItem>('/api/partners/agreements', form),
  );

export const useCreateReferralLink = () =>
  useInvalidating((input: { partnerId: string; expiresInDays: number }) =>
    api.post<ReferralLinkCreated>('/api/partners/referral-links', input),
  );

export const useRevokeReferralLink = () =>
  useInvalidating((id: string) => api.post<{ ok: true }>(`/api/partners/referral-links/${id}/revoke`));

export const useAccrueCommissions = () =>
  useInvalidating(() => api.post<{ created: number }>('/api/partners/commissions/accrue'));

export const useApproveCommissions = () =>
  useInvalidating((ids: string[]) =>
    api.post<CommissionActionResult>('/api/partners/commissions/approve', { ids }),
  );

export const usePayCommissions = () =>
  useInvalidating((input: { ids: string[]; paidOn: string; pixReference: string }) =>
    api.post<CommissionActionResult>('/api/partners/commissions/pay', input),
  );

export const useUploadDocument = () =>
  useInvalidating((input: { partnerId: string; title: string; file: File }) => {
    const body = new FormData();
    body.set('partnerId', input.partnerId);
    body.set('title', input.title);
    body.set('file', input.file);
    return request<PartnerDocumentItem>('POST', '/api/partners/documents', body);
  });

export const useUploadVersion = () =>
  useInvalidating((input: { documentId: string; file: File }) => {
    const body = new FormData();
    body.set('documentId', input.documentId);
    body.set('file', input.file);
    return request<PartnerDocumentItem>('POST', '/api/partners/documents/versions', body);
  });

export const useUpdateSignature = () =>
  useInvalidating((input: { id: string; signatureStatus: string; date: string }) =>
    api.patch<PartnerDocumentItem>(`/api/partners/documents/${input.id}/signature`, {
      signatureStatus: input.signatureStatus,
      date: input.date || null,
    }),
  );
