/**
 * Invoices (docs/product/invoices-and-payments.md): request schemas shared by the server and the
 * forms, and the response shapes; payments, bills and statements are in src/shared/payments. Money travels as exact decimal
 * text ('1234.50'); a form may send a number or pt-BR text ('1.234,50'), both normalised here.
 */

import { z } from 'zod';
import { invoiceStatuses } from '@shared/invoices/catalog';
import type { PixChargeStatus } from '@shared/pix-charges/catalog';
import { moneyField } from '@shared/schemas/money';
import { isCalendarDate } from '@shared/schemas/project';
import { reasonFormSchema } from '@shared/schemas/reason';

export const INVOICE_NOT_FOUND = 'Fatura não encontrada';

export { moneyField };

export const dayField = (label: string) =>
  z
    .string({ error: `${label} é obrigatória` })
    .trim()
    .refine(isCalendarDate, `${label} inválida`);

export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} muito longo (máximo de ${max} caracteres)`)
    .nullish()
    .transform((value) => value || null);

export const uuidOrNull = (message: string) =>
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

/** Cancelling an issued invoice (or a bill): the one 'motivo' rule (src/shared/schemas/reason.ts). */
export const cancelSchema = reasonFormSchema;

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
  /** The client's billing data (razão social and CPF/CNPJ, formatted); null without a billing profile. */
  billing: { legalName: string; document: string } | null;
  /**
   * For the open amount with fine and interest; null without a PIX key or when nothing is due. `bank`:
   * the dynamic code of the charge on the bank (decision 071), confirmed by the bank when paid.
   */
  pix: { code: string; svg: string; bank?: boolean } | null;
  /** The charge on the bank (Configurações → Cobrança PIX), when one was asked for. */
  pixCharge: {
    status: PixChargeStatus;
    txid: string;
    lastError: string | null;
    boletoLine: string | null;
  } | null;
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
  pix: { code: string; svg: string; bank?: boolean } | null;
  boletoLine: string | null;
};

export type PublicLinkResponse = { url: string };

/** The client search of 'Nova fatura' and 'Registrar pagamento': a client with its projects. */
export const clientSearchQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca muito longa').optional().default(''),
});
export type ClientOption = {
  id: string;
  name: string;
  company: string | null;
  email: string;
  projects: { id: string; title: string }[];
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
