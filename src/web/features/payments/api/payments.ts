/**
 * CODERS finance → Pagamentos (docs/product/invoices-and-payments.md): payments, refunds and bills to
 * pay, over src/shared/payments/api.ts. Every write refreshes the 'billing' keys.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { expenseApi, paymentApi } from '@shared/payments/api';
import type {
  ExpenseFormInput,
  PaymentFormInput,
  paymentListQuerySchema,
  RefundFormInput,
} from '@shared/payments/schemas';
import { call } from '@web/lib/call';
import { pageQuery } from '@web/lib/query-client';
import { useBillingMutation } from './billing-mutation';

export const paymentsQuery = (params: { q: string; method: string }) =>
  infiniteQueryOptions({
    queryKey: ['billing', 'payments', params],
    queryFn: ({ pageParam }) =>
      call(paymentApi.list, {
        query: {
          ...params,
          method: params.method as z.input<typeof paymentListQuerySchema>['method'],
          limit: 25,
          cursor: pageParam ?? undefined,
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

export const openInvoicesQuery = (leadId: string) =>
  queryOptions({
    queryKey: ['billing', 'open-invoices', leadId],
    queryFn: () => call(paymentApi.openInvoices, { query: { leadId } }),
    enabled: Boolean(leadId),
    ...pageQuery,
  });

export const expensesQuery = (params: { q: string; status: string }) =>
  infiniteQueryOptions({
    queryKey: ['billing', 'expenses', params],
    queryFn: ({ pageParam }) =>
      call(expenseApi.list, {
        query: {
          ...params,
          status: params.status as never,
          limit: 25,
          cursor: pageParam ?? undefined,
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...pageQuery,
  });

export const useRecordPayment = () =>
  useBillingMutation((body: PaymentFormInput) => call(paymentApi.record, { body }));
export const useRefundPayment = () =>
  useBillingMutation(({ id, ...body }: RefundFormInput & { id: string }) =>
    call(paymentApi.refund, { params: { id }, body }),
  );

/** What a refund would do (invoices reopened, credit given back, commission reversed), before confirming. */
export const refundPreviewQuery = (
  id: string,
  params: { amount: string; source: string; invoiceId: string },
  enabled: boolean,
) =>
  queryOptions({
    queryKey: ['billing', 'refund-preview', id, params],
    queryFn: () => call(paymentApi.refundPreview, { params: { id }, query: params as never }),
    ...pageQuery,
    enabled,
    // A 422 says why this refund cannot be done; asking again would not change the answer.
    retry: false,
  });

export const useSaveExpense = (id?: string) =>
  useBillingMutation((body: ExpenseFormInput) =>
    id ? call(expenseApi.update, { params: { id }, body }) : call(expenseApi.create, { body }),
  );
export const usePayExpense = () =>
  useBillingMutation(({ id, paidOn }: { id: string; paidOn: string }) =>
    call(expenseApi.pay, { params: { id }, body: { paidOn } }),
  );
export const useCancelExpense = () =>
  useBillingMutation(({ id, reason }: { id: string; reason: string }) =>
    call(expenseApi.cancel, { params: { id }, body: { reason } }),
  );
