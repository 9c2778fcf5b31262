/**
 * The payment endpoints (docs/product/invoices-and-payments.md), implemented in
 * src/server/payments/routes.ts: payments and refunds, bills to pay, bank accounts and the statement's
 * reconciliation. The statement file's preview and import are multipart uploads (plain routes there).
 */
import { endpoint } from '@shared/contract';
import { cancelSchema } from '@shared/invoices/schemas';
import {
  applyCreditSchema,
  EXPENSE_NOT_FOUND,
  type ExpenseItem,
  type ExpenseList,
  expenseFormSchema,
  expenseListQuerySchema,
  type OpenInvoice,
  openInvoicesQuerySchema,
  PAYMENT_NOT_FOUND,
  type PaymentItem,
  type PaymentList,
  payExpenseSchema,
  paymentFormSchema,
  paymentListQuerySchema,
  type RefundPreview,
  refundPreviewQuerySchema,
  refundSchema,
  STATEMENT_LINE_NOT_FOUND,
} from './schemas';
import {
  acceptSuggestionSchema,
  BANK_ACCOUNT_NOT_FOUND,
  type BankAccount,
  bankAccountSchema,
  candidatesQuerySchema,
  ignoreLineSchema,
  linkLineSchema,
  type StatementCandidates,
  type StatementLine,
  type StatementList,
  splitLineSchema,
  statementListQuerySchema,
} from './statement-schemas';

const payment = { id: PAYMENT_NOT_FOUND };
const expense = { id: EXPENSE_NOT_FOUND };
const line = { lineId: STATEMENT_LINE_NOT_FOUND };

export const paymentApi = {
  list: endpoint<PaymentList>()({ method: 'GET', path: '/api/payments', query: paymentListQuerySchema }),
  openInvoices: endpoint<{ items: OpenInvoice[] }>()({
    method: 'GET',
    path: '/api/payments/open-invoices',
    query: openInvoicesQuerySchema,
  }),
  record: endpoint<PaymentItem>()({
    method: 'POST',
    path: '/api/payments',
    body: paymentFormSchema,
    status: 201,
  }),
  read: endpoint<PaymentItem>()({ method: 'GET', path: '/api/payments/:id', ids: payment }),
  refundPreview: endpoint<RefundPreview>()({
    method: 'GET',
    path: '/api/payments/:id/refund-preview',
    ids: payment,
    query: refundPreviewQuerySchema,
  }),
  refund: endpoint<PaymentItem>()({
    method: 'POST',
    path: '/api/payments/:id/refund',
    ids: payment,
    body: refundSchema,
    status: 201,
  }),
  /** 'Aplicar crédito' (issue 23): the payment's unallocated credit on the client's open invoices. */
  applyCredit: endpoint<PaymentItem>()({
    method: 'POST',
    path: '/api/payments/:id/apply-credit',
    ids: payment,
    body: applyCreditSchema,
  }),
};

export const bankAccountApi = {
  list: endpoint<{ items: BankAccount[] }>()({ method: 'GET', path: '/api/payments/bank-accounts' }),
  create: endpoint<BankAccount>()({
    method: 'POST',
    path: '/api/payments/bank-accounts',
    body: bankAccountSchema,
    status: 201,
  }),
  update: endpoint<BankAccount>()({
    method: 'PATCH',
    path: '/api/payments/bank-accounts/:id',
    ids: { id: BANK_ACCOUNT_NOT_FOUND },
    body: bankAccountSchema,
  }),
};

export const statementApi = {
  lines: endpoint<StatementList>()({
    method: 'GET',
    path: '/api/payments/statement',
    query: statementListQuerySchema,
  }),
  candidates: endpoint<StatementCandidates>()({
    method: 'GET',
    path: '/api/payments/statement/:lineId/candidates',
    ids: line,
    query: candidatesQuerySchema,
  }),
  accept: endpoint<StatementLine>()({
    method: 'POST',
    path: '/api/payments/statement/:lineId/accept',
    ids: line,
    body: acceptSuggestionSchema,
    status: 201,
  }),
  split: endpoint<StatementLine>()({
    method: 'POST',
    path: '/api/payments/statement/:lineId/split',
    ids: line,
    body: splitLineSchema,
    status: 201,
  }),
  link: endpoint<StatementLine>()({
    method: 'POST',
    path: '/api/payments/statement/:lineId/link',
    ids: line,
    body: linkLineSchema,
  }),
  ignore: endpoint<StatementLine>()({
    method: 'POST',
    path: '/api/payments/statement/:lineId/ignore',
    ids: line,
    body: ignoreLineSchema,
  }),
  undo: endpoint<StatementLine>()({
    method: 'POST',
    path: '/api/payments/statement/:lineId/undo',
    ids: line,
  }),
};

export const expenseApi = {
  list: endpoint<ExpenseList>()({ method: 'GET', path: '/api/expenses', query: expenseListQuerySchema }),
  create: endpoint<ExpenseItem>()({
    method: 'POST',
    path: '/api/expenses',
    body: expenseFormSchema,
    status: 201,
  }),
  read: endpoint<ExpenseItem>()({ method: 'GET', path: '/api/expenses/:id', ids: expense }),
  update: endpoint<ExpenseItem>()({
    method: 'PATCH',
    path: '/api/expenses/:id',
    ids: expense,
    body: expenseFormSchema,
  }),
  pay: endpoint<ExpenseItem>()({
    method: 'POST',
    path: '/api/expenses/:id/pay',
    ids: expense,
    body: payExpenseSchema,
  }),
  cancel: endpoint<ExpenseItem>()({
    method: 'POST',
    path: '/api/expenses/:id/cancel',
    ids: expense,
    body: cancelSchema,
  }),
};
