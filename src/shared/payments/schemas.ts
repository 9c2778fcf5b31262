/**
 * Payments, refunds and bills to pay (docs/product/invoices-and-payments.md): request schemas shared
 * by the server and the forms, and the response shapes. Money travels as exact decimal text ('1234.50').
 */
import { z } from 'zod';
import { valuesOf } from '@shared/catalog/entries';
import { dayField, moneyField, optionalText, uuidOrNull } from '@shared/invoices/schemas';
import { parseMoney, toCents } from '@shared/money';
import { optionalMoneyField } from '@shared/schemas/money';
import { isCalendarDate } from '@shared/schemas/project';
import { paymentMethods } from './catalog';

export const PAYMENT_NOT_FOUND = 'Pagamento não encontrado';
export const EXPENSE_NOT_FOUND = 'Conta não encontrada';
export const STATEMENT_LINE_NOT_FOUND = 'Lançamento do extrato não encontrado';

// ---------------------------------------------------------------- payments
const methodValues = valuesOf(paymentMethods);
export const paymentMethodSchema = z.enum(methodValues, { error: 'Forma de pagamento inválida' });

/**
 * One invoice of a payment: `amount` pays the invoice (at most its open amount); `lateFees` is the fine
 * and interest received for it on top (an overdue invoice paid with its PIX code), '0.00' by default.
 */
export const allocationSchema = z
  .object({
    invoiceId: z.uuid({ error: 'Fatura inválida' }),
    amount: moneyField('Valor da fatura', 'nonNegative'),
    lateFees: moneyField('Multa e juros', 'nonNegative').optional().default('0.00'),
  })
  .refine((allocation) => toCents(allocation.amount) + toCents(allocation.lateFees) > 0n, {
    message: 'Valor da fatura: informe um valor maior que zero',
    path: ['amount'],
  });

export const paymentFormSchema = z.object({
  receivedOn: dayField('Data do pagamento'),
  amount: moneyField('Valor'),
  method: paymentMethodSchema,
  fee: moneyField('Taxa', 'nonNegative').optional().default('0.00'),
  reference: optionalText(120, 'Referência'),
  note: optionalText(1000, 'Observação'),
  leadId: uuidOrNull('Cliente inválido'),
  allocations: z.array(allocationSchema).max(50, 'No máximo 50 faturas por pagamento').optional().default([]),
});
/**
 * 'Registrar pagamento' as a person fills it (the form's resolver): paymentFormSchema itself, each
 * invoice row read by the same allocationSchema, with the two things a form has that an API body does
 * not: a blank 'Taxa' is no fee, and an open invoice left blank (or at zero) is not paid — its row is
 * dropped AFTER the rows are checked, so a message keeps the row's path (`allocations.2.amount`).
 * The output is the body the server validates with paymentFormSchema.
 */
const blank = (text: unknown) => typeof text === 'string' && !text.trim();
const blankRow = (row: unknown) => {
  if (row === null || typeof row !== 'object') return row;
  const { amount, lateFees } = row as { amount?: unknown; lateFees?: unknown };
  const parsed = typeof amount === 'string' ? parseMoney(amount, 'nonNegative') : null;
  if (blank(amount) || (parsed?.ok && parsed.cents === 0n)) return undefined;
  // No fine and interest typed: none (the schema's default).
  return blank(lateFees) ? { ...row, lateFees: undefined } : row;
};
export const paymentDialogSchema = paymentFormSchema.extend({
  fee: optionalMoneyField('Taxa', 'nonNegative').transform((value) => value ?? '0.00'),
  allocations: z
    .array(z.preprocess(blankRow, allocationSchema.optional()))
    .transform((rows) => rows.filter((row) => row !== undefined))
    .refine((rows) => rows.length <= 50, 'No máximo 50 faturas por pagamento'),
});

/** 'Registrar pagamento': the chosen client's open invoices. */
export const openInvoicesQuerySchema = z.object({ leadId: z.uuid({ error: 'Selecione o cliente' }) });

export type PaymentFormInput = z.input<typeof paymentFormSchema>;
export type PaymentFormData = z.output<typeof paymentFormSchema>;

/**
 * Where a refund's money comes from (docs/product/invoices-and-payments.md, 'Estorno'):
 * - auto: the payment's unallocated credit first, then its invoices, the latest due date first;
 * - credit: only the unallocated credit (no invoice reopens); more is refused;
 * - invoice: the chosen invoice first, then the unallocated credit.
 * From an invoice, the fine and interest it received go back first, then the amount that paid it.
 */
export const REFUND_SOURCES = [
  {
    value: 'auto',
    label: 'Automático',
    hint: 'Primeiro o crédito não alocado, depois as faturas de vencimento mais recente, que voltam a ficar em aberto.',
  },
  {
    value: 'credit',
    label: 'Nenhuma (só devolver o crédito)',
    hint: 'Só o crédito não alocado do pagamento; nenhuma fatura reabre.',
  },
  {
    value: 'invoice',
    label: 'De uma fatura escolhida',
    hint: 'Primeiro o que este pagamento quitou na fatura (ela volta a ficar em aberto), depois o crédito.',
  },
] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number]['value'];
const refundSourceSchema = z.enum(['auto', 'credit', 'invoice'], { error: 'Origem do estorno inválida' });

const refundShape = {
  amount: moneyField('Valor do estorno'),
  /** Without it: 'invoice' when invoiceId is given, else 'auto'. */
  source: refundSourceSchema.optional(),
  invoiceId: uuidOrNull('Fatura inválida'),
};
const withSource = <T extends { source?: RefundSource; invoiceId: string | null }>(value: T) => ({
  ...value,
  source: value.source ?? (value.invoiceId ? 'invoice' : 'auto'),
});
const invoiceChosen = (value: { source: RefundSource; invoiceId: string | null }) =>
  value.source !== 'invoice' || Boolean(value.invoiceId);
const chooseInvoice = { message: 'Escolha a fatura', path: ['invoiceId'] };

export const refundSchema = z
  .object({ ...refundShape, receivedOn: dayField('Data do estorno'), note: optionalText(1000, 'Observação') })
  .transform(withSource)
  .refine(invoiceChosen, chooseInvoice);
export type RefundInput = z.output<typeof refundSchema>;
export type RefundFormInput = z.input<typeof refundSchema>;

/** GET /api/payments/:id/refund-preview: what the refund would do, before confirming. */
export const refundPreviewQuerySchema = z
  .object(refundShape)
  .transform(withSource)
  .refine(invoiceChosen, chooseInvoice);
export type RefundPreviewQuery = z.output<typeof refundPreviewQuerySchema>;

export type RefundPreview = {
  amount: string;
  /** What is left to refund of the payment, and its unallocated credit. */
  refundable: string;
  credit: string;
  fromCredit: string;
  /** Each invoice the refund takes money back from: it reopens by `amount`. */
  invoices: {
    invoiceId: string;
    number: string | null;
    amount: string;
    lateFees: string;
    openAfter: string;
  }[];
  /** Partner commission earned on that money, to be reversed (positive amounts). */
  commissions: { partnerName: string; amount: string }[];
  commissionTotal: string;
};

export const paymentListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca muito longa').optional().default(''),
  method: z
    .enum([...methodValues, 'all', ''], { error: 'Forma de pagamento inválida' })
    .optional()
    .transform((value) => (value && value !== 'all' ? value : null)),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
  cursor: z.string().max(300).optional(),
});
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

export type PaymentItem = {
  id: string;
  receivedOn: string;
  amount: string;
  fee: string;
  method: string;
  reference: string | null;
  note: string | null;
  clientId: string | null;
  clientName: string | null;
  /** On a refund: the payment it gives back. */
  refundOf: string | null;
  /** What may still be refunded of this payment ('0.00' for refunds). */
  refundable: string;
  /** Applied to invoices now (amount + late fees, after refunds' reversals); a refund: what it took back. */
  allocated: string;
  /** The client's credit left on this payment: refundable − allocated ('0.00' for refunds). */
  credit: string;
  /** Per invoice, what this payment holds on it now (a refund: what it took back, negative). */
  invoices: { id: string; number: string | null; amount: string; lateFees: string }[];
  createdAt: string;
};
export type PaymentList = {
  items: PaymentItem[];
  nextCursor: string | null;
  total: number;
  totalCapped?: boolean;
};

export type OpenInvoice = {
  id: string;
  number: string;
  description: string;
  dueDate: string;
  total: string;
  open: string;
  status: string;
  /** Fine + interest the invoice's PIX code asks for today ('0.00' when not overdue). */
  lateFees: string;
};

// ---------------------------------------------------------------- expenses
export const expenseFormSchema = z.object({
  supplier: z
    .string({ error: 'Fornecedor é obrigatório' })
    .trim()
    .min(1, 'Fornecedor é obrigatório')
    .max(200),
  category: z.string({ error: 'Categoria é obrigatória' }).trim().min(1, 'Categoria é obrigatória').max(80),
  description: z.string().trim().max(500, 'Descrição muito longa').optional().default(''),
  amount: moneyField('Valor'),
  dueDate: dayField('Data de vencimento'),
  paidOn: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isCalendarDate(value), 'Data de pagamento inválida'),
  recurring: z.boolean().optional().default(false),
  projectId: uuidOrNull('Projeto inválido'),
});
export type ExpenseFormInput = z.input<typeof expenseFormSchema>;

export const payExpenseSchema = z.object({ paidOn: dayField('Data de pagamento') });

export const EXPENSE_STATUSES = [
  { value: 'a_pagar', label: 'A pagar', color: 'blue' },
  { value: 'vencida', label: 'Vencida', color: 'red' },
  { value: 'paga', label: 'Paga', color: 'green' },
  { value: 'cancelada', label: 'Cancelada', color: 'slate' },
] as const;

export const expenseListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca muito longa').optional().default(''),
  status: z
    .enum(['a_pagar', 'vencida', 'paga', 'cancelada', 'all', ''], { error: 'Status inválido' })
    .optional()
    .transform((value) => (value && value !== 'all' ? value : null)),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
  cursor: z.string().max(300).optional(),
});
export type ExpenseListQuery = z.output<typeof expenseListQuerySchema>;

export type ExpenseItem = {
  id: string;
  supplier: string;
  category: string;
  description: string;
  amount: string;
  dueDate: string;
  paidOn: string | null;
  recurring: boolean;
  projectId: string | null;
  projectTitle: string | null;
  status: string;
  cancelReason: string | null;
};
export type ExpenseList = {
  items: ExpenseItem[];
  nextCursor: string | null;
  total: number;
  totalCapped?: boolean;
};

// Bank accounts, statement import and reconciliation: ./statement-schemas.ts.

/**
 * 'Aplicar crédito' (issue 23): a payment's unallocated credit settles invoices of the same client
 * later, without moving money (the cash stays dated on the day it came in). Each amount at most the
 * invoice's open amount; together at most the credit.
 */
export const applyCreditSchema = z.object({
  allocations: z
    .array(
      z.object({
        invoiceId: z.uuid({ error: 'Selecione a fatura' }),
        amount: moneyField('Valor a aplicar', 'positive'),
      }),
    )
    .min(1, 'Selecione a fatura')
    .max(50, 'No máximo 50 faturas por vez'),
});
export type ApplyCreditInput = z.output<typeof applyCreditSchema>;
