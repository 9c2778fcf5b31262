/** CODERS parceiros: queries and mutations on the partner endpoints (src/shared/partners/api.ts, docs/product/partners.md). */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyInputOf } from '@shared/contract';
import { partnerApi } from '@shared/partners/api';
import type { CommissionStatus, PartnerStatus } from '@shared/partners/catalog';
import type {
  AgreementForm,
  DocumentUpload,
  DocumentVersionUpload,
  PartnerDocumentItem,
  PartnerForm,
} from '@shared/partners/schemas';
import { request } from '@web/lib/api';
import { call } from '@web/lib/call';
import { pageQuery } from '@web/lib/query-client';

export const partnersKey = ['partners'] as const;

/** A filter left on 'Todos' is not sent. */
const chosen = <T extends string>(value: string) => (value || undefined) as T | undefined;

export const partnersOverviewQuery = () =>
  queryOptions({
    queryKey: [...partnersKey, 'overview'],
    queryFn: () => call(partnerApi.overview),
    ...pageQuery,
  });

export const partnersListQuery = (q: string, status = '') =>
  infiniteQueryOptions({
    queryKey: [...partnersKey, 'list', q, status],
    queryFn: ({ pageParam }) =>
      call(partnerApi.list, {
        query: { q, status: chosen<PartnerStatus>(status), limit: 25, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

/** Every partner (for the filters and forms): the program has tens, not thousands. */
export const allPartnersQuery = () =>
  queryOptions({
    queryKey: [...partnersKey, 'all'],
    queryFn: () => call(partnerApi.list, { query: { limit: 100 } }).then((page) => page.items),
    ...pageQuery,
  });

export const agreementsQuery = (partnerId: string) =>
  queryOptions({
    queryKey: [...partnersKey, 'agreements', partnerId],
    queryFn: () => call(partnerApi.agreements, { query: { partnerId: chosen(partnerId) } }),
    ...pageQuery,
  });

export const referredLeadsQuery = (partnerId: string, q: string) =>
  infiniteQueryOptions({
    queryKey: [...partnersKey, 'referred', partnerId, q],
    queryFn: ({ pageParam }) =>
      call(partnerApi.referredLeads, {
        query: { partnerId: chosen(partnerId), q, limit: 25, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

export const referralLinksQuery = (partnerId: string) =>
  queryOptions({
    queryKey: [...partnersKey, 'links', partnerId],
    queryFn: () => call(partnerApi.referralLinks, { query: { partnerId: chosen(partnerId) } }),
    ...pageQuery,
  });

export type CommissionFilters = { partnerId: string; status: string; month: string };
const commissionQuery = (filters: CommissionFilters) => ({
  partnerId: chosen(filters.partnerId),
  status: chosen<CommissionStatus>(filters.status),
  month: chosen(filters.month),
});

export const commissionsQuery = (filters: CommissionFilters) =>
  infiniteQueryOptions({
    queryKey: [...partnersKey, 'commissions', filters],
    queryFn: ({ pageParam }) =>
      call(partnerApi.commissions, {
        query: { ...commissionQuery(filters), limit: 50, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

export const statementsQuery = (filters: CommissionFilters) =>
  queryOptions({
    queryKey: [...partnersKey, 'statements', filters],
    queryFn: () => call(partnerApi.statements, { query: commissionQuery(filters) }),
    ...pageQuery,
  });

export const documentsQuery = (partnerId: string) =>
  queryOptions({
    queryKey: [...partnersKey, 'documents', partnerId],
    queryFn: () => call(partnerApi.documents, { query: { partnerId: chosen(partnerId) } }),
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
    id ? call(partnerApi.update, { params: { id }, body: form }) : call(partnerApi.create, { body: form }),
  );

export const useSaveAgreement = () =>
  useInvalidating(({ id, form }: { id?: string; form: AgreementForm }) =>
    id
      ? call(partnerApi.updateAgreement, { params: { id }, body: form })
      : call(partnerApi.createAgreement, { body: form }),
  );

export const useCreateReferralLink = () =>
  useInvalidating((body: { partnerId: string; expiresInDays: number }) =>
    call(partnerApi.createReferralLink, { body }),
  );

export const useRevokeReferralLink = () =>
  useInvalidating((id: string) => call(partnerApi.revokeReferralLink, { params: { id } }));

export const useAccrueCommissions = () => useInvalidating(() => call(partnerApi.accrueCommissions));

export const useApproveCommissions = () =>
  useInvalidating((ids: string[]) => call(partnerApi.approveCommissions, { body: { ids } }));

export const usePayCommissions = () =>
  useInvalidating((body: BodyInputOf<typeof partnerApi.payCommissions>) =>
    call(partnerApi.payCommissions, { body }),
  );

/** Multipart uploads (not JSON): the file and its fields as form data. */
const upload = (path: string, fields: Record<string, string | File>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return request<PartnerDocumentItem>('POST', path, body);
};

export const useUploadDocument = () =>
  useInvalidating((input: DocumentUpload) => upload('/api/partners/documents', input));

export const useUploadVersion = () =>
  useInvalidating((input: DocumentVersionUpload) => upload('/api/partners/documents/versions', input));

export const useUpdateSignature = () =>
  useInvalidating(({ id, ...body }: { id: string } & BodyInputOf<typeof partnerApi.updateSignature>) =>
    call(partnerApi.updateSignature, { params: { id }, body }),
  );
