/** The company endpoints (src/shared/companies/api.ts): list, page, duplicates, and comercial's changes. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { companyApi } from '@shared/companies/api';
import type { CompanyFormInput } from '@shared/companies/schemas';
import { call } from '@web/lib/call';

export const companyKeys = { all: ['companies'] as const };

export const companyListQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['companies', 'list', q, page],
    queryFn: () => call(companyApi.list, { query: { q: q || undefined, page, limit: 20 } }),
    placeholderData: keepPreviousData,
  });
export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: ['companies', 'detail', id],
    queryFn: () => call(companyApi.detail, { params: { id } }),
  });
export const duplicatesQuery = () =>
  queryOptions({ queryKey: ['companies', 'duplicates'], queryFn: () => call(companyApi.duplicates, {}) });

function useCompanyMutation<V, R>(fn: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

export const useSaveCompany = () =>
  useCompanyMutation(({ id, body }: { id?: string; body: CompanyFormInput }) =>
    id ? call(companyApi.update, { params: { id }, body }) : call(companyApi.create, { body }),
  );
export const useMergeCompanies = () =>
  useCompanyMutation((body: { keepId: string; mergeId: string }) => call(companyApi.merge, { body }));
export const useLinkLead = () =>
  useCompanyMutation(({ leadId, companyId }: { leadId: string; companyId: string | null }) =>
    call(companyApi.linkLead, { params: { leadId }, body: { companyId } }),
  );
