/**
 * CODERS finance → Faturas (docs/product/invoices-and-payments.md): the invoice endpoints of
 * src/shared/invoices/api.ts. Every write refreshes the 'billing' keys (payments and bills included).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { invoiceApi } from '@shared/invoices/api';
import type { InvoiceDetail, InvoiceFileKind, InvoiceFormInput } from '@shared/invoices/schemas';
import { useBillingMutation } from '@web/features/payments';
import { api } from '@web/lib/api';
import { call } from '@web/lib/call';
import { pageQuery } from '@web/lib/query-client';

export const invoicesQuery = (params: { q: string; status: string }) =>
  infiniteQueryOptions({
    queryKey: ['billing', 'invoices', params],
    queryFn: ({ pageParam }) =>
      call(invoiceApi.list, { query: { ...params, limit: 25, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

export const invoiceQuery = (id: string) =>
  queryOptions({
    queryKey: ['billing', 'invoice', id],
    queryFn: () => call(invoiceApi.read, { params: { id } }),
    ...pageQuery,
  });

export const useCreateInvoice = () =>
  useBillingMutation((body: InvoiceFormInput) => call(invoiceApi.create, { body }));
export const useUpdateInvoice = (id: string) =>
  useBillingMutation((body: InvoiceFormInput) => call(invoiceApi.update, { params: { id }, body }));
export const useDeleteInvoice = (id: string) =>
  useBillingMutation(() => call(invoiceApi.remove, { params: { id } }));
export const useIssueInvoice = (id: string) =>
  useBillingMutation(() => call(invoiceApi.issue, { params: { id } }));
export const useCancelInvoice = (id: string) =>
  useBillingMutation((reason: string) => call(invoiceApi.cancel, { params: { id }, body: { reason } }));
export const useSaveNfse = (id: string) =>
  useBillingMutation((body: Parameters<typeof call<typeof invoiceApi.saveNfse>>[1]['body']) =>
    call(invoiceApi.saveNfse, { params: { id }, body }),
  );
export const useSaveBoleto = (id: string) =>
  useBillingMutation((line: string) => call(invoiceApi.saveBoleto, { params: { id }, body: { line } }));
/** A multipart upload (not in the JSON contract): the NFS-e PDF/XML or the boleto's PDF. */
export const useUploadInvoiceFile = (id: string) =>
  useBillingMutation(({ kind, file }: { kind: InvoiceFileKind; file: File }) => {
    const body = new FormData();
    body.set('file', file);
    return api.post<InvoiceDetail>(`/api/invoices/${id}/files/${kind}`, body);
  });
export const useCreatePublicLink = (id: string) =>
  useBillingMutation(() => call(invoiceApi.createPublicLink, { params: { id } }));
export const useRevokePublicLink = (id: string) =>
  useBillingMutation(() => call(invoiceApi.revokePublicLink, { params: { id } }));
