/**
 * Referral partners (docs/product/partners.md): forms, list queries and responses shared by the server
 * and the CODERS parceiros pages. Messages in PT-BR.
 */
import { z } from 'zod';
import { personTypes } from '@shared/catalog/finance';
import type { LeadStatus } from '@shared/catalog/statuses';
import { cleanDocument, DOCUMENT_MESSAGES, documentKind, isValidCnpj, isValidCpf } from '@shared/documents';
import { optionalMoneyField } from '@shared/schemas/money';
import { isCalendarDate } from '@shared/schemas/project';
import {
  type AgreementKind,
  type AgreementStatus,
  agreementKinds,
  agreementStatuses,
  type CommissionStatus,
  commissionStatuses,
  type PartnerStatus,
  partnerStatuses,
  REFERRAL_CODE_PATTERN,
  type SignatureStatus,
  signatureStatuses,
} from './catalog';

export const PARTNER_NOT_FOUND = 'Parceiro não encontrado';
export const AGREEMENT_NOT_FOUND = 'Acordo não encontrado';
export const DOCUMENT_NOT_FOUND = 'Documento não encontrado';
export const REFERRAL_LINK_NOT_FOUND = 'Link não encontrado ou já usado.';
export const REFERRAL_LINK_INVALID = 'Este link de indicação é inválido, expirou ou já foi usado.';
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const enumOf = <const T extends readonly { value: string }[]>(list: T, message: string) =>
  z.enum(list.map((entry) => entry.value) as [T[number]['value'], ...T[number]['value'][]], {
    error: message,
  });

const text = (max: number, required?: string) => {
  const base = z.string({ error: required ?? 'Texto inválido' }).trim();
  return required ? base.min(1, required).max(max, `Use no máximo ${max} caracteres.`) : base.max(max);
};
const optionalText = (max: number) =>
  z
    .string({ error: 'Texto inválido' })
    .trim()
    .max(max, `Use no máximo ${max} caracteres.`)
    .nullish()
    .transform((value) => value || null);

const email = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .min(1, 'Informe o e-mail.')
  .max(254, 'E-mail muito longo.')
  .pipe(z.email({ error: 'E-mail inválido.' }));

const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => isCalendarDate(value), message);
const optionalDate = z
  .string({ error: 'Data inválida' })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDate(value), 'Data inválida');

export const partnerCodeSchema = z
  .string({ error: 'Informe o código de indicação.' })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(
    (value) => REFERRAL_CODE_PATTERN.test(value),
    'Código inválido: 2 a 32 letras, números, - ou _ (ex.: PARC1).',
  );

export const partnerFormSchema = z
  .object({
    name: text(200, 'Informe o nome do parceiro.'),
    personType: enumOf(personTypes, 'Escolha pessoa física ou jurídica.'),
    document: z
      .string({ error: DOCUMENT_MESSAGES.document })
      .trim()
      .max(30, DOCUMENT_MESSAGES.document)
      .transform(cleanDocument),
    contactName: text(200, 'Informe o nome do contato.'),
    email,
    phone: optionalText(40),
    pixKey: optionalText(140),
    status: enumOf(partnerStatuses, 'Status inválido').default('ativo'),
    code: partnerCodeSchema,
    notes: z
      .string({ error: 'Texto inválido' })
      .trim()
      .max(2000, 'Use no máximo 2000 caracteres.')
      .default(''),
  })
  .superRefine((value, context) => {
    const kind = documentKind(value.document);
    if (value.personType === 'pf' && !(kind === 'cpf' && isValidCpf(value.document))) {
      context.addIssue({ code: 'custom', path: ['document'], message: DOCUMENT_MESSAGES.cpf });
    }
    if (value.personType === 'pj' && !(kind === 'cnpj' && isValidCnpj(value.document))) {
      context.addIssue({ code: 'custom', path: ['document'], message: DOCUMENT_MESSAGES.cnpj });
    }
  });
export type PartnerForm = z.input<typeof partnerFormSchema>;

const limit = z.coerce.number().int().min(1).max(100).default(25);
const cursor = z.string().max(300).optional();
const search = z.string().trim().max(200, 'Busca muito longa').optional();
const uuidFilter = z.uuid({ error: 'Parceiro inválido' }).optional();

export const partnerListQuerySchema = z.object({
  q: search,
  status: enumOf(partnerStatuses, 'Status inválido').optional(),
  limit,
  cursor,
});

export type PartnerItem = {
  id: string;
  name: string;
  personType: 'pf' | 'pj';
  document: string;
  contactName: string;
  email: string;
  phone: string | null;
  pixKey: string | null;
  status: PartnerStatus;
  code: string;
  notes: string;
  createdAt: string;
  /** The agreement in force today, if any. */
  agreement: AgreementItem | null;
};
export type PartnerPage = { items: PartnerItem[]; nextCursor: string | null };

export const agreementFormSchema = z
  .object({
    partnerId: z.uuid({ error: 'Escolha o parceiro.' }),
    kind: enumOf(agreementKinds, 'Escolha o tipo de comissão.'),
    percent: z
      .union([z.string(), z.number()], { error: 'Percentual inválido.' })
      .nullish()
      .transform((value, context) => {
        if (value === null || value === undefined || value === '') return null;
        const number = Number(typeof value === 'string' ? value.replace(',', '.') : value);
        if (!Number.isFinite(number) || number <= 0 || number > 100) {
          context.addIssue({ code: 'custom', message: 'O percentual deve estar entre 0,01 e 100.' });
          return z.NEVER;
        }
        return number.toFixed(2);
      }),
    fixedAmount: optionalMoneyField('Valor fixo', 'positive'),
    recurringMonths: z.coerce
      .number({ error: 'Meses inválidos.' })
      .int('Meses inválidos.')
      .min(1, 'Pelo menos 1 mês.')
      .max(120, 'No máximo 120 meses.'),
    attributionDays: z.coerce
      .number({ error: 'Janela inválida.' })
      .int('Janela inválida.')
      .min(1, 'Pelo menos 1 dia.')
      .max(365, 'No máximo 365 dias.'),
    validFrom: calendarDate('Informe o início da vigência.'),
    validUntil: optionalDate,
    status: enumOf(agreementStatuses, 'Status inválido').default('ativo'),
    notes: z
      .string({ error: 'Texto inválido' })
      .trim()
      .max(2000, 'Use no máximo 2000 caracteres.')
      .default(''),
  })
  .superRefine((value, context) => {
    if (value.kind === 'percentual' && !value.percent) {
      context.addIssue({ code: 'custom', path: ['percent'], message: 'Informe o percentual.' });
    }
    if (value.kind === 'fixo' && !value.fixedAmount) {
      context.addIssue({ code: 'custom', path: ['fixedAmount'], message: 'Informe o valor fixo.' });
    }
    if (value.validUntil && value.validUntil < value.validFrom) {
      context.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: 'O fim da vigência deve ser igual ou posterior ao início.',
      });
    }
  });
export type AgreementForm = z.input<typeof agreementFormSchema>;

export type AgreementItem = {
  id: string;
  partnerId: string;
  partnerName: string;
  kind: AgreementKind;
  percent: string | null;
  fixedAmount: string | null;
  recurringMonths: number;
  attributionDays: number;
  validFrom: string;
  validUntil: string | null;
  status: AgreementStatus;
  notes: string;
  createdAt: string;
};

export const agreementListQuerySchema = z.object({ partnerId: uuidFilter });

export const referredLeadsQuerySchema = z.object({
  partnerId: uuidFilter,
  q: search,
  limit,
  cursor,
});
export type ReferredLead = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  status: LeadStatus;
  partnerId: string;
  partnerName: string;
  partnerCode: string;
  referredAt: string | null;
  createdAt: string;
  /** Money received for the lead's invoices (refunds subtracted). */
  received: string;
  commissions: string;
};
export type ReferredLeadPage = { items: ReferredLead[]; nextCursor: string | null };

export const referralLinkFormSchema = z.object({
  partnerId: z.uuid({ error: 'Escolha o parceiro.' }),
  expiresInDays: z.coerce
    .number({ error: 'Validade inválida.' })
    .int('Validade inválida.')
    .min(1, 'Pelo menos 1 dia.')
    .max(90, 'No máximo 90 dias.')
    .default(14),
});
export type ReferralLinkCreated = { url: string; expiresAt: string };
export type ReferralLinkItem = {
  id: string;
  partnerId: string;
  partnerName: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
  state: 'aberto' | 'usado' | 'expirado' | 'revogado';
};

/** What the partner fills on /indicar/:token. */
export const referralSubmissionSchema = z.object({
  name: text(200, 'Informe o nome da pessoa indicada.'),
  email,
  phone: optionalText(40),
  company: optionalText(200),
  note: z.string({ error: 'Texto inválido' }).trim().max(2000, 'Use no máximo 2000 caracteres.').default(''),
  consent: z.literal(true, { error: 'Confirme que a pessoa indicada autorizou o contato.' }),
  /** Honeypot. */
  website: z.string().max(500).optional(),
});
export type ReferralSubmission = z.input<typeof referralSubmissionSchema>;
export type ReferralLinkInfo = { partnerName: string; expiresAt: string };

export const commissionListQuerySchema = z.object({
  partnerId: uuidFilter,
  status: enumOf(commissionStatuses, 'Status inválido').optional(),
  month: z.string().trim().regex(MONTH_PATTERN, 'Mês inválido (AAAA-MM).').optional(),
  limit,
  cursor,
});
export type CommissionItem = {
  id: string;
  partnerId: string;
  partnerName: string;
  leadId: string;
  leadName: string;
  description: string;
  baseAmount: string | null;
  amount: string;
  statementMonth: string;
  status: CommissionStatus;
  approvedAt: string | null;
  paidOn: string | null;
  pixReference: string | null;
  createdAt: string;
};
export type CommissionPage = {
  items: CommissionItem[];
  nextCursor: string | null;
  /** Totals by status over every entry matching the filters (not only this page). */
  totals: Record<CommissionStatus, string>;
};

const idList = z
  .array(z.uuid({ error: 'Comissão inválida.' }), { error: 'Escolha as comissões.' })
  .min(1, 'Escolha pelo menos uma comissão.')
  .max(500, 'No máximo 500 comissões de uma vez.');
export const commissionApproveSchema = z.object({ ids: idList });
export const commissionPaySchema = z.object({
  ids: idList,
  paidOn: calendarDate('Informe a data do pagamento.'),
  pixReference: optionalText(200),
});
export type CommissionActionResult = { updated: number };
/** The filters of the statements and of the CSV export (the list's, without paging). */
export const statementQuerySchema = commissionListQuerySchema.pick({
  partnerId: true,
  status: true,
  month: true,
});

export type StatementRow = {
  partnerId: string;
  partnerName: string;
  month: string;
  pending: string;
  approved: string;
  paid: string;
  total: string;
};

export type PartnersOverview = {
  activePartners: number;
  referredLeads: number;
  wonLeads: number;
  referredRevenue: string;
  commissionsDue: string;
  commissionsPaid: string;
  ranking: {
    partnerId: string;
    partnerName: string;
    code: string;
    status: PartnerStatus;
    leads: number;
    won: number;
    revenue: string;
    due: string;
  }[];
};

export const documentListQuerySchema = z.object({ partnerId: uuidFilter });

const FILE_MESSAGE = 'Selecione um arquivo (PDF ou imagem).';
const documentFile = z.instanceof(File, { error: FILE_MESSAGE });
/** A new contract (multipart): the partner, its title and the file. */
export const documentUploadSchema = z.object({
  partnerId: z.uuid({ error: 'Escolha o parceiro.' }),
  title: text(200, 'Informe o título do documento.'),
  file: documentFile,
});
export type DocumentUpload = z.output<typeof documentUploadSchema>;
/** A new version of a contract (multipart). */
export const documentVersionSchema = z.object({
  documentId: z.uuid({ error: DOCUMENT_NOT_FOUND }),
  file: documentFile,
});
export type DocumentVersionUpload = z.output<typeof documentVersionSchema>;
export const documentSignatureSchema = z.object({
  signatureStatus: enumOf(signatureStatuses, 'Situação da assinatura inválida.'),
  /** When it happened (defaults to now). */
  date: optionalDate,
});
export type PartnerDocumentItem = {
  id: string;
  partnerId: string;
  partnerName: string;
  title: string;
  signatureStatus: SignatureStatus;
  sentAt: string | null;
  signedAt: string | null;
  refusedAt: string | null;
  createdAt: string;
  versions: {
    id: string;
    version: number;
    filename: string;
    size: number;
    mimeType: string;
    createdAt: string;
  }[];
};

/** The visit a referral link started, as the site stores it and sends it with a form. */
export const visitReferralSchema = z.object({
  code: z.string().trim().max(40),
  /** When the visitor arrived through the link (ms since the epoch, the visitor's clock). */
  at: z.number().int().nonnegative(),
});
export type VisitReferral = z.infer<typeof visitReferralSchema>;
