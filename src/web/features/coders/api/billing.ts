/**
 * CODERS finance → Faturas and Pagamentos (docs/product/invoices-and-payments.md): the queries and
 * mutations of /api/invoices, /api/payments and /api/expenses. Every write invalidates the 'billing'
 * keys, so lists, the invoice open and the split form all show the new state.
 */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ExpenseFormInput,
  ExpenseItem,
  ExpenseList,
  InvoiceDetail,
  InvoiceFileKind,
  InvoiceFormInput,
  InvoiceList,
  OpenInvoice,
  PaymentFormInput,
  PaymentItem,
  PaymentList,
  PublicLinkResponse,
  RefundFormInput,
  RefundPreview,
} from '@shared/schemas/billing';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export type ClientOption = {
  id: string;
  name: string;
  company: string | null;
  email: string;
  projects: { id: string; title: string }[];
};

export const invoicesQuery = (params: { q: string; status: string }) =>
  infiniteQueryOptions({
    queryKey: ['billing', 'invoices', params],
    queryFn: ({ pageParam }) =>
      api.get<InvoiceList>('/api/invoices', { ...params, limit: 25, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

export const invoiceQuery = (id: string) =>
  queryOptions({
    queryKey: ['billing', 'invoice', id],
    queryFn: () => api.get<InvoiceDetail>(`/api/invoices/${id}`),
    ...pageQuery,
  });

export const clientOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['billing', 'clients', q],
    queryFn: () => api.get<{ items: ClientOption[] }>('/api/invoices/clients', { q }),
    ...pageQuery,
  });

export const paymentsQuery = (params: { q: string; method: string }) =>
  infiniteQueryOptions({
    queryKey: ['billing', 'payments', params],
    queryFn: ({ pageParam }) =>
      api.get<PaymentList>('/api/payments', { ...params, limit: 25, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

export const openInvoicesQuery = (leadId: string) =>
  queryOptions({
    queryKey: ['billing', 'open-invoices', leadId],
    queryFn: () => api.get<{ items: OpenInvoice[] }>('/api/payments/open-invoices', { leadId }),
    enabled: Boolean(leadId),
    ...pageQuery,
  });

export const expensesQuery = (params: { q: string; status: string }) =>
  infiniteQueryOptions({
    queryKey: ['billing', 'expenses', params],
    queryFn: ({ pageParam }) =>
      api.get<ExpenseList>('/api/expenses', { ...params, limit: 25, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

/** A mutation that refreshes every finance list and record when it succeeds. */
function useBillingMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ['billing'] }),
  });
}

export const useCreateInvoice = () =>
  useBillingMutation((input: InvoiceFormInput) => api.post<InvoiceDetail>('/api/invoices', input));
export const useUpdateInvoice = (id: string) =>
  useBillingMutation((input: InvoiceFormInput) => api.patch<InvoiceDetail>(`/api/invoices/${id}`, input));
export const useDeleteInvoice = (id: string) =>
  useBillingMutation(() => api.delete<{ ok: true }>(`/api/invoices/${id}`));
export const useIssueInvoice = (id: string) =>
  useBillingMutation(() => api.post<InvoiceDetail>(`/api/invoices/${id}/issue`));
export const useCancelInvoice = (id: string) =>
  useBillingMutation((reason: string) => api.post<InvoiceDetail>(`/api/invoices/${id}/cancel`, { reason }));
export const useSaveNfse = (id: string) =>
  useBillingMutation((input: Record<string, unknown>) =>
    api.put<InvoiceDetail>(`/api/invoices/${id}/nfse`, input),
  );
export const useSaveBoleto = (id: string) =>
  useBillingMutation((line: string) => api.put<InvoiceDetail>(`/api/invoices/${id}/boleto`, { line }));
export const useUploadInvoiceFile = (id: string) =>
  useBillingMutation(({ kind, file }: { kind: InvoiceFileKind; file: File }) => {
    const body = new FormData();
    body.set('file', file);
    return api.post<InvoiceDetail>(`/api/invoices/${id}/files/${kind}`, body);
  });
export const useCreatePublicLink = (id: string) =>
  useBillingMutation(() => api.post<PublicLinkResponse>(`/api/invoices/${id}/public-link`));
export const useRevokePublicLink = (id: string) =>
  useBillingMutation(() => api.delete<InvoiceDetail>(`/api/invoices/${id}/public-link`));

export const useRecordPayment = () =>
  useBillingMutation((input: PaymentFormInput) => api.post<PaymentItem>('/api/payments', input));
export const useRefundPayment = () =>
  useBillingMutation(({ id, ...input }: RefundFormInput & { id: string }) =>
    api.post<PaymentItem>(`/api/payments/${id}/refund`, input),
  );

/** What a refund would do (invoices reopened, credit given back, commission reversed), before confirming. */
export const refundPreviewQuery = (
  id: string,
  params: { amount: string; source: string; invoiceId: string },
  enabled: boolean,
) =>
  queryOptions({
    queryKey: ['billing', 'refund-preview', id, params],
    queryFn: () => api.get<RefundPreview>(`/api/payments/${id}/refund-preview`, params),
    ...pageQuery,
    enabled,
    // A 422 says why this refund cannot be done; asking again would not change the answer.
    retry: false,
  });

export const useSaveExpense = (id?: string) =>
  useBillingMutation((input: ExpenseFormInput) =>
    id ? api.patch<ExpenseItem>(`/api/expenses/${id}`, input) : api.post<ExpenseItem>('/api/expenses', input),
  );
export const usePayExpense = () =>
  useBillingMutation(({ id, paidOn }: { id: string; paidOn: string }) =>
    api.post<ExpenseItem>(`/api/expenses/${id}/pay`, { paidOn }),
  );
export const useCancelExpense = () =>
  useBillingMutation(({ id, reason }: { id: string; reason: string }) =>
    api.post<ExpenseItem>(`/api/expenses/${id}/cancel`, { reason }),
  );
