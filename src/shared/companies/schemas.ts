/**
 * Companies (docs/product/companies-and-deals.md): the form, the list query and what the company page
 * reads. Shared by the server (validation) and the CODERS pages (forms, types).
 */
import { z } from 'zod';
import { cleanDocument, DOCUMENT_MESSAGES, isValidCnpj } from '@shared/documents';
import { billingAddressFields } from '@shared/schemas/billing-address';
import type { CompanyDuplicateReason } from './catalog';

export const COMPANY_NOT_FOUND = 'Empresa não encontrada';
export const COMPANY_CNPJ_TAKEN = 'Já existe uma empresa com este CNPJ.';

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} inválido` })
    .trim()
    .max(max, `${label} muito longo (máximo de ${max} caracteres)`);
const optionalText = (max: number, label: string) =>
  text(max, label)
    .nullish()
    .transform((value) => value || null);

/**
 * A company's name in one comparable form: lower case, without accents, punctuation or the legal
 * suffixes (Ltda, ME, EIRELI, S/A…). The migration's backfill groups leads by the same rule in SQL.
 */
export function companyNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(ltda|me|epp|eireli|sa|s a|mei)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const companyFormSchema = z.object({
  name: text(200, 'Nome').min(1, 'Nome fantasia é obrigatório'),
  legalName: optionalText(200, 'Razão social'),
  /** CNPJ, numeric or alphanumeric (from July 2026), stored without punctuation, upper case. */
  cnpj: z
    .string({ error: DOCUMENT_MESSAGES.cnpj })
    .trim()
    .max(30, DOCUMENT_MESSAGES.cnpj)
    .nullish()
    .transform((value) => (value ? cleanDocument(value) : null))
    .refine((value) => value === null || isValidCnpj(value), DOCUMENT_MESSAGES.cnpj),
  ...billingAddressFields,
});
export type CompanyFormInput = z.input<typeof companyFormSchema>;
export type CompanyData = z.output<typeof companyFormSchema>;

export const companyListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type CompanyListQuery = z.input<typeof companyListQuerySchema>;

/** Link a person (a lead) to a company, or unlink it (null). */
export const leadCompanySchema = z.object({
  companyId: z.uuid({ error: 'Empresa inválida' }).nullable(),
});

/** Merge: the company that stays and the one folded into it. */
export const companyMergeSchema = z
  .object({
    keepId: z.uuid({ error: 'Empresa inválida' }),
    mergeId: z.uuid({ error: 'Empresa inválida' }),
  })
  .refine((value) => value.keepId !== value.mergeId, {
    path: ['mergeId'],
    message: 'Escolha duas empresas diferentes',
  });

export type Company = CompanyData & {
  id: string;
  peopleCount: number;
  createdAt: string;
  updatedAt: string;
};
export type CompanyPage = { items: Company[]; total: number; page: number; limit: number };

export type CompanyPerson = { id: string; name: string; email: string; phone: string | null; status: string };
export type CompanyDeal = {
  id: string;
  title: string;
  stage: string;
  value: string;
  expectedCloseDate: string | null;
};
export type CompanyProposal = { id: string; number: string; title: string; status: string; total: string };
export type CompanyInvoice = {
  id: string;
  number: string | null;
  description: string;
  status: string;
  dueDate: string;
  total: string;
  paid: boolean;
};
export type CompanyProject = { id: string; title: string; status: string; budget: string | null };
/** One entry of the company's timeline: an audit entry (`what` its action, `about` its entity). */
export type CompanyEvent = { id: string; at: string; what: string; about: string; summary: string };

export type CompanyDetail = Company & {
  people: CompanyPerson[];
  deals: CompanyDeal[];
  proposals: CompanyProposal[];
  invoices: CompanyInvoice[];
  /** Paid and open totals of the company's invoices (cancelled ones left out). */
  invoiceTotals: { paid: string; open: string };
  projects: CompanyProject[];
  timeline: CompanyEvent[];
};

export type CompanyDuplicate = {
  reason: CompanyDuplicateReason;
  a: Company;
  b: Company;
};
