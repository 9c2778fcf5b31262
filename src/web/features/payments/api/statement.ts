/**
 * CODERS finance → Pagamentos → 'Extrato bancário' (docs/product/invoices-and-payments.md): bank
 * accounts, the import wizard (preview, import with the CSV mapping) and the reconciliation actions.
 * JSON over src/shared/payments/api.ts; the file's preview and import are multipart uploads. Every
 * write refreshes the 'billing' keys, so payments, invoices and bills show the new state too.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { bankAccountApi, statementApi } from '@shared/payments/api';
import type {
  BankAccountInput,
  CsvMapping,
  StatementImportSummary,
  StatementPreview,
} from '@shared/payments/statement-schemas';
import { api } from '@web/lib/api';
import { call } from '@web/lib/call';
import { pageQuery } from '@web/lib/query-client';
import { useBillingMutation } from './billing-mutation';

export const bankAccountsQuery = () =>
  queryOptions({
    queryKey: ['billing', 'bank-accounts'],
    queryFn: () => call(bankAccountApi.list),
    ...pageQuery,
  });

export const statementQuery = (params: { view: string; accountId: string }) =>
  queryOptions({
    queryKey: ['billing', 'statement', params],
    queryFn: () => call(statementApi.lines, { query: params as never }),
    ...pageQuery,
  });

export const candidatesQuery = (lineId: string, q: string) =>
  queryOptions({
    queryKey: ['billing', 'statement-candidates', lineId, q],
    queryFn: () => call(statementApi.candidates, { params: { lineId }, query: { q } }),
    ...pageQuery,
  });

export const useCreateBankAccount = () =>
  useBillingMutation((body: BankAccountInput) => call(bankAccountApi.create, { body }));

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
    call(statementApi.accept, { params: { lineId }, body: { invoiceId } }),
  );
export const useSplitLine = () =>
  useBillingMutation(
    ({ lineId, allocations }: { lineId: string; allocations: { invoiceId: string; amount: string }[] }) =>
      call(statementApi.split, { params: { lineId }, body: { allocations } }),
  );
export const useLinkLine = () =>
  useBillingMutation(({ lineId, ...body }: { lineId: string; paymentId?: string; expenseId?: string }) =>
    call(statementApi.link, { params: { lineId }, body }),
  );
export const useIgnoreLine = () =>
  useBillingMutation(({ lineId, reason }: { lineId: string; reason: string }) =>
    call(statementApi.ignore, { params: { lineId }, body: { reason } }),
  );
export const useUndoLine = () =>
  useBillingMutation((lineId: string) => call(statementApi.undo, { params: { lineId } }));
