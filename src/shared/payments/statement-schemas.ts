/**
 * Bank accounts, statement import and reconciliation (docs/product/invoices-and-payments.md,
 * 'Contas bancárias', 'Importar extrato', 'Conciliação'): request schemas shared by the server and the
 * forms, and the response shapes.
 */
import { z } from 'zod';
import { valuesOf } from '@shared/catalog/entries';
import { moneyField } from '@shared/invoices/schemas';
import type { CsvColumns, CsvSeparator } from '@shared/payments/statement-csv';
import type { DateFormat } from '@shared/payments/statement-values';
import { reasonFormSchema } from '@shared/schemas/reason';
import { paymentMethods } from './catalog';

export const BANK_ACCOUNT_NOT_FOUND = 'Conta bancária não encontrada';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} inválido` })
    .trim()
    .max(max, `${label} muito longo (máximo de ${max} caracteres)`);

export const bankAccountSchema = z.object({
  name: text('Nome', 80).min(1, 'Informe um nome para a conta'),
  bankCode: text('Banco', 3)
    .regex(/^\d{0,3}$/, 'Código do banco: até 3 dígitos (ex.: 341)')
    .optional()
    .default(''),
  branch: text('Agência', 20).optional().default(''),
  accountNumber: text('Conta', 30).optional().default(''),
});
export type BankAccountInput = z.input<typeof bankAccountSchema>;

export type BankAccount = {
  id: string;
  name: string;
  bankCode: string;
  branch: string;
  accountNumber: string;
  /** The OFX account (BANKID/ACCTID) this account's files carry, once an OFX was imported. */
  ofxAccount: string | null;
  hasCsvMapping: boolean;
  lines: number;
};

const column = z.number({ error: 'Coluna inválida' }).int().min(0).max(200);
const optionalColumn = column.nullable().optional().default(null);

/** The CSV mapping the person confirmed (or the one guessed): sent with the file. */
export const csvMappingSchema = z
  .object({
    separator: z.enum([',', ';', '\t', '|'], { error: 'Separador inválido' }),
    encoding: z.enum(['utf-8', 'windows-1252'], { error: 'Codificação inválida' }),
    decimal: z.enum([',', '.'], { error: 'Separador decimal inválido' }),
    headerRow: z.number().int().min(0).max(100).nullable(),
    dateColumn: column,
    dateFormat: z.enum(['dd/mm/aaaa', 'aaaa-mm-dd', 'dd/mm/aa', 'mm/dd/aaaa'], {
      error: 'Formato de data inválido',
    }),
    descriptionColumns: z.array(column).max(10),
    amountColumn: optionalColumn,
    creditColumn: optionalColumn,
    debitColumn: optionalColumn,
    idColumn: optionalColumn,
  })
  .refine(
    (value) => value.amountColumn !== null || (value.creditColumn !== null && value.debitColumn !== null),
    { message: 'Escolha a coluna do valor, ou as de crédito e débito', path: ['amountColumn'] },
  );
export type CsvMapping = CsvColumns & {
  separator: CsvSeparator;
  encoding: 'utf-8' | 'windows-1252';
  dateFormat: DateFormat;
};

export type StatementPreview =
  | {
      format: 'ofx';
      encoding: string;
      fileAccount: string | null;
      count: number;
      sample: { postedOn: string | null; amount: string | null; description: string }[];
    }
  | {
      format: 'csv';
      encoding: 'utf-8' | 'windows-1252';
      separator: CsvSeparator;
      /** The first rows of the file, split into cells (for the mapping step). */
      rows: string[][];
      totalRows: number;
      mapping: CsvMapping;
      /** 'saved': the account's mapping fits this file's header; 'guessed': read from the header and cells. */
      mappingSource: 'saved' | 'guessed';
      complete: boolean;
    };

export type ImportRowStatus = 'imported' | 'duplicate' | 'refused';
export type ImportSummaryRow = {
  /** The line's position in the file (OFX: the n-th transaction; CSV: the row). */
  row: number;
  postedOn: string | null;
  amount: string | null;
  description: string;
  status: ImportRowStatus;
  /** Why it was refused, or a note on an imported/duplicate line (PT-BR). */
  reason: string | null;
};
export type StatementImportSummary = {
  format: 'ofx' | 'csv';
  encoding: string;
  accountId: string;
  accountName: string;
  imported: number;
  duplicates: number;
  refused: number;
  rows: ImportSummaryRow[];
};

// ---------------------------------------------------------------- reconciliation
const methodValues = valuesOf(paymentMethods);
const method = z.enum(methodValues, { error: 'Forma de pagamento inválida' }).optional().default('pix');

export const acceptSuggestionSchema = z.object({
  invoiceId: z.uuid({ error: 'Fatura inválida' }),
  method,
});

export const splitLineSchema = z.object({
  method,
  allocations: z
    .array(
      z.object({
        invoiceId: z.uuid({ error: 'Fatura inválida' }),
        amount: moneyField('Valor da fatura'),
      }),
      { error: 'Inclua ao menos uma fatura' },
    )
    .min(1, 'Inclua ao menos uma fatura')
    .max(50, 'No máximo 50 faturas por lançamento'),
});

export const linkLineSchema = z
  .object({
    paymentId: z.uuid({ error: 'Pagamento inválido' }).optional(),
    expenseId: z.uuid({ error: 'Conta inválida' }).optional(),
  })
  .refine((value) => Boolean(value.paymentId) !== Boolean(value.expenseId), {
    message: 'Escolha um pagamento ou uma conta a pagar',
    path: ['paymentId'],
  });

/** 'Ignorar' a line: the one 'motivo' rule (src/shared/schemas/reason.ts). */
export const ignoreLineSchema = reasonFormSchema;

export const STATEMENT_VIEWS = [
  { value: 'pendentes', label: 'A conciliar' },
  { value: 'conciliados', label: 'Conciliados' },
  { value: 'ignorados', label: 'Ignorados' },
] as const;
export const statementListQuerySchema = z.object({
  view: z
    .enum(['pendentes', 'conciliados', 'ignorados'], { error: 'Filtro inválido' })
    .optional()
    .default('pendentes'),
  accountId: z.union([z.uuid({ error: 'Conta inválida' }), z.literal('')]).optional(),
});
export const candidatesQuerySchema = z.object({
  q: z.string().trim().max(100, 'Busca muito longa').optional().default(''),
});

export type StatementSuggestion =
  | {
      kind: 'invoice';
      invoiceId: string;
      number: string;
      clientName: string;
      open: string;
      dueDate: string;
      /** What accepting records: the invoice's share and, paid through the PIX code, fine and interest. */
      amount: string;
      lateFees: string;
      reasons: string[];
    }
  | {
      kind: 'payment';
      paymentId: string;
      receivedOn: string;
      amount: string;
      clientName: string | null;
      invoices: string[];
      reasons: string[];
    }
  | {
      kind: 'expense';
      expenseId: string;
      supplier: string;
      description: string;
      amount: string;
      dueDate: string;
      paidOn: string | null;
      reasons: string[];
    };

export type StatementLine = {
  id: string;
  accountId: string;
  accountName: string;
  postedOn: string;
  amount: string;
  description: string;
  state: 'pendente' | 'conciliado' | 'ignorado';
  /** On a matched line: what it is matched to, in words ('Pagamento de FAT-2026-0001 (Cliente)'). */
  match: {
    paymentId: string | null;
    expenseId: string | null;
    label: string;
    /** The match recorded this payment (undo removes it) or marked this bill paid (undo reopens it). */
    created: boolean;
  } | null;
  ignoreReason: string | null;
  suggestions: StatementSuggestion[];
};
export type StatementList = { items: StatementLine[] };

export type StatementCandidates = {
  invoices: Extract<StatementSuggestion, { kind: 'invoice' }>[];
  payments: Extract<StatementSuggestion, { kind: 'payment' }>[];
  expenses: Extract<StatementSuggestion, { kind: 'expense' }>[];
};
