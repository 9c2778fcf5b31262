/**
 * Invoices, payments, expenses and bank statements (docs/product/invoices-and-payments.md): request
 * schemas shared by the server and the forms, and the response shapes. Money travels as exact decimal
 * text ('1234.50'); a form may send a number or pt-BR text ('1.234,50'), both normalised here.
 */
import { z } from 'zod';
import { invoiceStatuses, paymentMethods } from '@shared/catalog/finance';
import { toCents } from '@shared/money';
import { moneyField } from './money';
import { isCalendarDate } from './project';

export const INVOICE_NOT_FOUND = 'Fatura não encontrada';
export const PAYMENT_NOT_FOUND = 'Pagamento não encontrado';
export const EXPENSE_NOT_FOUND = 'Conta não encontrada';
export const STATEMENT_LINE_NOT_FOUND = 'Lançamento do extrato não encontrado';

export { moneyField };

export const dayField = (label: string) =>
  z
    .string({ error: `${label} é obrigatória` })
    .trim()
    .refine(isCalendarDate, `${label} inválida`);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} muito longo (máximo de ${max} caracteres)`)
    .nullish()
    .transform((value) => value || null);

const uuidOrNull = (message: string) =>
  z
    .union([z.uuid({ error: message }), z.literal('')], { error: message })
    .nullish()
    .transform((value) => value || null);

export const invoiceItemSchema = z.object({
  description: z
    .string({ error: 'Descrição do item é obrigatória' })
    .trim()
    .min(1, 'Descrição do item é obrigatória')
    .max(300, 'Descrição do item muito longa'),
  service: optionalText(80, 'Serviço'),
  quantity: moneyField('Quantidade'),
  unitPrice: moneyField('Preço unitário', 'nonNegative'),
});

/** 'Nova fatura' / editing a draft. competence: 'YYYY-MM' (or a day of that month). */
export const invoiceFormSchema = z.object({
  leadId: z.uuid({ error: 'Selecione o cliente' }),
  projectId: uuidOrNull('Projeto inválido'),
  description: z.string().trim().max(300, 'Descrição muito longa').optional().default(''),
  competence: z
    .string({ error: 'Competência é obrigatória' })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, 'Competência inválida (use AAAA-MM)')
    .transform((value) => `${value.slice(0, 7)}-01`),
  dueDate: dayField('Data de vencimento'),
  items: z
    .array(invoiceItemSchema, { error: 'Inclua ao menos um item' })
    .min(1, 'Inclua ao menos um item')
    .max(100, 'No máximo 100 itens'),
});
export type InvoiceFormInput = z.input<typeof invoiceFormSchema>;
export type InvoiceFormData = z.output<typeof invoiceFormSchema>;

export const cancelSchema = z.object({
  reason: z
    .string({ error: 'Informe o motivo do cancelamento' })
    .trim()
    .min(3, 'Informe o motivo do cancelamento')
    .max(500, 'Motivo muito longo (máximo de 500 caracteres)'),
});

export const nfseSchema = z.object({
  number: z
    .string({ error: 'Número da NFS-e é obrigatório' })
    .trim()
    .min(1, 'Número da NFS-e é obrigatório')
    .max(40),
  issuedOn: dayField('Data de emissão'),
  verificationCode: optionalText(60, 'Código de verificação'),
  issRate: z
    .union([z.number(), z.string()], { error: 'Alíquota de ISS inválida' })
    .transform((value) => String(value).trim().replace(',', '.'))
    .refine(
      (value) => /^\d{1,2}(\.\d{1,2})?$/.test(value) && Number(value) <= 10,
      'Alíquota de ISS inválida (0 a 10 %)',
    ),
  issWithheld: z.boolean({ error: 'Informe se o ISS foi retido' }),
});

export const boletoSchema = z.object({
  line: z
    .string({ error: 'Linha digitável é obrigatória' })
    .transform((value) => value.replace(/\D/g, ''))
    .refine(
      (value) => value.length === 47 || value.length === 48,
      'Linha digitável inválida (47 ou 48 dígitos)',
    ),
});

export const INVOICE_FILE_KINDS = ['nfse-pdf', 'nfse-xml', 'boleto'] as const;
export type InvoiceFileKind = (typeof INVOICE_FILE_KINDS)[number];

const statusValues = invoiceStatuses.map((entry) => entry.value) as [string, ...string[]];
export const invoiceListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca muito longa').optional().default(''),
  status: z
    .enum([...statusValues, 'all', ''], { error: 'Status inválido' })
    .optional()
    .transform((value) => (value && value !== 'all' ? value : null)),
  leadId: z.uuid({ error: 'Cliente inválido' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
  cursor: z.string().max(300).optional(),
  order: z.enum(['desc', 'asc'], { error: 'Ordem inválida' }).optional().default('desc'),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

export type InvoiceListItem = {
  id: string;
  number: string | null;
  clientId: string;
  clientName: string;
  projectId: string | null;
  projectTitle: string | null;
  description: string;
  competence: string;
  dueDate: string;
  total: string;
  /** What the invoice has received toward its total (fine and interest apart: InvoiceDetail.lateFeesPaid). */
  paid: string;
  open: string;
  status: string;
  createdAt: string;
};
/** total stops at 1,000 (totalCapped: there are more). */
export type InvoiceList = {
  items: InvoiceListItem[];
  nextCursor: string | null;
  total: number;
  totalCapped?: boolean;
};

export type InvoiceFileInfo = { filename: string; size: number } | null;
export type InvoiceDetail = InvoiceListItem & {
  items: {
    description: string;
    service: string | null;
    quantity: string;
    unitPrice: string;
    total: string;
  }[];
  issuedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  recurring: boolean;
  nfse: {
    number: string | null;
    issuedOn: string | null;
    verificationCode: string | null;
    issRate: string | null;
    issWithheld: boolean | null;
    pdf: InvoiceFileInfo;
    xml: InvoiceFileInfo;
  };
  boleto: { line: string | null; file: InvoiceFileInfo };
  publicLink: { active: boolean };
  lateFees: {
    daysLate: number;
    fine: string;
    interest: string;
    total: string;
    finePercent: string;
    monthlyInterestPercent: string;
  };
  /** Fine and interest received (allocations' late fees), on top of `paid`. */
  lateFeesPaid: string;
  /** For the open amount with fine and interest; null without a PIX key or when nothing is due. */
  pix: { code: string; svg: string } | null;
  /** Each allocation to this invoice (a refund's reversal negative). */
  payments: {
    paymentId: string;
    receivedOn: string;
    method: string;
    amount: string;
    lateFees: string;
    reference: string | null;
    refund: boolean;
  }[];
};

export type PublicInvoice = {
  agencyName: string;
  clientName: string;
  number: string;
  description: string;
  competence: string;
  dueDate: string;
  status: string;
  items: { description: string; quantity: string; unitPrice: string; total: string }[];
  total: string;
  paid: string;
  /** Fine and interest already paid. */
  lateFeesPaid: string;
  open: string;
  lateFees: { daysLate: number; fine: string; interest: string; total: string };
  amountDue: string;
  pix: { code: string; svg: string } | null;
  boletoLine: string | null;
};

export type PublicLinkResponse = { url: string };

// ---------------------------------------------------------------- payments
const methodValues = paymentMethods.map((entry) => entry.value) as [string, ...string[]];
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

/** 'Mostrando 25 de 40 faturas' or '… de mais de 1.000 faturas'. */
export function listSummary(
  shown: number,
  page: { total: number; totalCapped?: boolean } | undefined,
  noun: string,
) {
  const total = page?.total ?? 0;
  return `Mostrando ${shown} de ${page?.totalCapped ? `mais de ${total.toLocaleString('pt-BR')}` : total} ${noun}`;
}

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

// Bank accounts, statement import and reconciliation: src/shared/schemas/bank-statement.ts.

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
