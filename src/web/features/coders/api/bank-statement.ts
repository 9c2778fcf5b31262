/**
 * CODERS finance → Pagamentos → 'Extrato bancário' (docs/product/invoices-and-payments.md): bank
 * accounts, the import wizard (preview, import with the CSV mapping) and the reconciliation actions.
 * Every write invalidates the 'billing' keys, so payments, invoices and bills show the new state too.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BankAccount,
  BankAccountInput,
  CsvMapping,
  StatementCandidates,
  StatementImportSummary,
  StatementLine,
  StatementList,
  StatementPreview,
} from '@shared/schemas/bank-statement';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';

export const bankAccountsQuery = () =>
  queryOptions({
    queryKey: ['billing', 'bank-accounts'],
    queryFn: () => api.get<{ items: BankAccount[] }>('/api/payments/bank-accounts'),
    ...pageQuery,
  });

export const statementQuery = (params: { view: string; accountId: string }) =>
  queryOptions({
    queryKey: ['billing', 'statement', params],
    queryFn: () => api.get<StatementList>('/api/payments/statement', params),
    ...pageQuery,
  });

export const candidatesQuery = (lineId: string, q: string) =>
  queryOptions({
    queryKey: ['billing', 'statement-candidates', lineId, q],
    queryFn: () => api.get<StatementCandidates>(`/api/payments/statement/${lineId}/candidates`, { q }),
    ...pageQuery,
  });

function useBillingMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ['billing'] }),
  });
}

export const useCreateBankAccount = () =>
  useBillingMutation((input: BankAccountInput) =>
    api.post<BankAccount>('/api/payments/bank-accounts', input),
  );

const fileBody = (
  input: { file: File; accountId: string },
  extra: Record<string, string | undefined> = {},
) => {
  const body = new FormData();
  body.set('file', input.file);
  body.set('accountId', input.accountId);
  for (const [key, value] of Object.entries(extra)) if (value) body.set(key, value);
  return body;
};

/** The preview reads the file without writing anything: a plain mutation, nothing to invalidate. */
export const usePreviewStatement = () =>
  useMutation({
    mutationFn: (input: { file: File; accountId: string; separator?: string; encoding?: string }) =>
      api.post<StatementPreview>(
        '/api/payments/statement/preview',
        fileBody(input, { separator: input.separator, encoding: input.encoding }),
      ),
  });

export const useImportStatement = () =>
  useBillingMutation((input: { file: File; accountId: string; mapping: CsvMapping | null }) =>
    api.post<StatementImportSummary>(
      '/api/payments/statement',
      fileBody(input, { mapping: input.mapping ? JSON.stringify(input.mapping) : undefined }),
    ),
  );

export const useAcceptSuggestion = () =>
  useBillingMutation(({ lineId, invoiceId }: { lineId: string; invoiceId: string }) =>
    api.post<StatementLine>(`/api/payments/statement/${lineId}/accept`, { invoiceId }),
  );
export const useSplitLine = () =>
  useBillingMutation(
    ({ lineId, allocations }: { lineId: string; allocations: { invoiceId: string; amount: string }[] }) =>
      api.post<StatementLine>(`/api/payments/statement/${lineId}/split`, { allocations }),
  );
export const useLinkLine = () =>
  useBillingMutation(({ lineId, ...target }: { lineId: string; paymentId?: string; expenseId?: string }) =>
    api.post<StatementLine>(`/api/payments/statement/${lineId}/link`, target),
  );
export const useIgnoreLine = () =>
  useBillingMutation(({ lineId, reason }: { lineId: string; reason: string }) =>
    api.post<StatementLine>(`/api/payments/statement/${lineId}/ignore`, { reason }),
  );
export const useUndoLine = () =>
  useBillingMutation((lineId: string) => api.post<StatementLine>(`/api/payments/statement/${lineId}/undo`));
