/**
 * Proposals and the client's billing profile (docs/product/proposals.md): the request bodies the
 * server validates and the forms resolve with, and the JSON shapes the API answers.
 */
import { z } from 'zod';
import { personTypes, proposalStatuses } from '@shared/catalog/finance';
import { cleanDocument, DOCUMENT_MESSAGES, isValidCnpj, isValidCpf } from '@shared/documents';
import { toCents } from '@shared/money';
import type { KeysetPage } from './lead';
import { isCalendarDate } from './project';
import type { Plan, Totals } from './proposal-totals';

export const PROPOSAL_NOT_FOUND = 'Proposta não encontrada';
export const PUBLIC_LINK_INVALID = 'Este link de proposta não é válido ou foi revogado.';

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} inválido` })
    .trim()
    .max(max, `${label} muito longo (máximo de ${max} caracteres)`);
const optionalText = (max: number, label: string) =>
  text(max, label)
    .nullish()
    .transform((value) => value || null);

// --- billing profile -----------------------------------------------------------------------------

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

export const billingProfileSchema = z
  .object({
    personType: z.enum(['pf', 'pj'], { error: 'Escolha pessoa física ou jurídica' }),
    document: z.string({ error: 'Documento é obrigatório' }).trim().min(1, 'Documento é obrigatório').max(30),
    legalName: text(200, 'Nome').min(1, 'Nome ou razão social é obrigatório'),
    municipalRegistration: optionalText(40, 'Inscrição municipal'),
    billingEmail: z
      .union([z.email({ error: 'E-mail inválido' }).max(254, 'E-mail muito longo'), z.literal('')], {
        error: 'E-mail inválido',
      })
      .nullish()
      .transform((value) => value || null),
    cep: z
      .string({ error: 'CEP inválido' })
      .trim()
      .max(12, 'CEP inválido')
      .nullish()
      .transform((value) => (value ? value.replace(/\D/g, '') : null))
      .refine((value) => value === null || /^\d{8}$/.test(value), 'CEP deve ter 8 dígitos'),
    street: optionalText(200, 'Logradouro'),
    number: optionalText(20, 'Número'),
    complement: optionalText(100, 'Complemento'),
    district: optionalText(100, 'Bairro'),
    city: optionalText(100, 'Cidade'),
    state: z
      .union([z.enum(UFS, { error: 'UF inválida' }), z.literal('')], { error: 'UF inválida' })
      .nullish()
      .transform((value) => value || null),
  })
  .transform((value) => ({ ...value, document: cleanDocument(value.document) }))
  .superRefine((value, context) => {
    const valid = value.personType === 'pf' ? isValidCpf(value.document) : isValidCnpj(value.document);
    if (!valid) {
      context.addIssue({
        code: 'custom',
        path: ['document'],
        message: value.personType === 'pf' ? DOCUMENT_MESSAGES.cpf : DOCUMENT_MESSAGES.cnpj,
      });
    }
  });
export type BillingProfileInput = z.input<typeof billingProfileSchema>;
export type BillingProfileData = z.output<typeof billingProfileSchema>;
export type BillingProfile = BillingProfileData & { leadId: string; updatedAt: string };
export const personTypeLabels = Object.fromEntries(personTypes.map((entry) => [entry.value, entry.label]));

// --- money and plan ------------------------------------------------------------------------------

/** An amount as a number (12.5) or decimal text ('12.50'); answered as '12.50'. */
const moneySchema = (label: string, { min = 0 }: { min?: number } = {}) =>
  z.union([z.number(), z.string()], { error: `${label} inválido` }).transform((value, context) => {
    const textValue = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
    if (!/^-?\d{1,10}(\.\d{1,2})?$/.test(textValue) || !Number.isFinite(Number(textValue))) {
      context.addIssue({ code: 'custom', message: `${label} inválido` });
      return z.NEVER;
    }
    if (Number(textValue) < min) {
      context.addIssue({ code: 'custom', message: `${label} não pode ser negativo` });
      return z.NEVER;
    }
    return (Number(toCents(textValue)) / 100).toFixed(2);
  });

export const proposalItemSchema = z.object({
  description: text(500, 'Descrição').min(1, 'Descrição do item é obrigatória'),
  service: optionalText(100, 'Serviço'),
  quantity: z
    .union([z.number(), z.string()], { error: 'Quantidade inválida' })
    .transform((value, context) => {
      const number = Number(typeof value === 'string' ? value.replace(',', '.') : value);
      if (!Number.isFinite(number) || number <= 0 || number > 99999) {
        context.addIssue({ code: 'custom', message: 'Quantidade inválida' });
        return z.NEVER;
      }
      return number.toFixed(2);
    }),
  unitPrice: moneySchema('Preço unitário'),
  discount: moneySchema('Desconto').optional().default('0.00'),
  optional: z.boolean({ error: 'Valor inválido' }).optional().default(false),
  selected: z.boolean({ error: 'Valor inválido' }).optional().default(true),
});
export type ProposalItemInput = z.input<typeof proposalItemSchema>;

const instalmentSchema = z
  .object({
    label: text(120, 'Descrição da parcela').min(1, 'Descreva a parcela'),
    percent: z
      .number({ error: 'Percentual inválido' })
      .gt(0, 'Percentual deve ser maior que zero')
      .max(100, 'Percentual inválido')
      .nullish()
      .transform((value) =>
        value === null || value === undefined ? undefined : Math.round(value * 100) / 100,
      ),
    amount: moneySchema('Valor da parcela')
      .nullish()
      .transform((value) => value ?? undefined),
    dueInDays: z.int({ error: 'Prazo inválido' }).min(0, 'Prazo inválido').max(3650, 'Prazo muito longo'),
  })
  .refine((value) => (value.percent === undefined) !== (value.amount === undefined), {
    message: 'Informe o percentual ou o valor da parcela',
    path: ['percent'],
  });

export const paymentPlanSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('instalments'),
      instalments: z
        .array(instalmentSchema, { error: 'Parcelas inválidas' })
        .min(1, 'Inclua ao menos uma parcela')
        .max(24, 'No máximo 24 parcelas'),
    }),
    z.object({
      kind: z.literal('retainer'),
      months: z.int({ error: 'Meses inválidos' }).min(1, 'Mínimo de 1 mês').max(60, 'Máximo de 60 meses'),
      dayOfMonth: z.int({ error: 'Dia inválido' }).min(1, 'Dia inválido').max(28, 'Use um dia entre 1 e 28'),
    }),
  ],
  { error: 'Plano de pagamento inválido' },
);

const dateSchema = z
  .string({ error: 'Data inválida' })
  .trim()
  .refine((value) => isCalendarDate(value), 'Data inválida');

export const proposalFormSchema = z.object({
  leadId: z.uuid({ error: 'Escolha o cliente' }),
  title: text(200, 'Título').min(1, 'Título é obrigatório'),
  intro: text(10000, 'Apresentação').optional().default(''),
  scope: text(20000, 'Escopo').optional().default(''),
  terms: text(20000, 'Condições').optional().default(''),
  validUntil: dateSchema,
  paymentPlan: paymentPlanSchema,
  items: z.array(proposalItemSchema, { error: 'Itens inválidos' }).max(100, 'No máximo 100 itens'),
});
export type ProposalFormInput = z.input<typeof proposalFormSchema>;
export type ProposalFormData = z.output<typeof proposalFormSchema>;

export const proposalCancelSchema = z.object({
  reason: text(1000, 'Motivo').min(3, 'Informe o motivo do cancelamento'),
});

export const PROPOSAL_FILTERS = proposalStatuses.map((entry) => entry.value);

export const proposalListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca muito longa').optional().default(''),
  status: z
    .enum(['all', '', ...PROPOSAL_FILTERS], { error: 'Status inválido' })
    .optional()
    .transform((value) => (value && value !== 'all' ? value : null)),
  leadId: z.uuid({ error: 'Cliente inválido' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(25),
  cursor: z.string().max(300).optional(),
  before: z.string().max(300).optional(),
  order: z.enum(['desc', 'asc'], { error: 'Ordem inválida' }).optional().default('desc'),
});
export type ProposalListQuery = z.output<typeof proposalListQuerySchema>;

// --- public ----------------------------------------------------------------------------------------

export const proposalAcceptSchema = z.object({
  name: text(200, 'Nome').min(3, 'Informe o seu nome completo'),
  cpf: z
    .string({ error: 'CPF inválido' })
    .trim()
    .max(20, 'CPF inválido')
    .refine((value) => isValidCpf(value), DOCUMENT_MESSAGES.cpf)
    .transform(cleanDocument),
  agree: z.literal(true, { error: 'Marque a caixa para confirmar o aceite' }),
  selectedOptionalItemIds: z
    .array(z.int({ error: 'Item inválido' }).min(1).max(1000), { error: 'Itens inválidos' })
    .max(100)
    .optional()
    .default([]),
});
export type ProposalAcceptInput = z.input<typeof proposalAcceptSchema>;

export const proposalDeclineSchema = z.object({
  reason: text(2000, 'Motivo').min(3, 'Conte o motivo em poucas palavras'),
});

// --- answers --------------------------------------------------------------------------------------

export type ProposalItem = {
  id: string;
  position: number;
  description: string;
  service: string | null;
  quantity: string;
  unitPrice: string;
  discount: string;
  optional: boolean;
  selected: boolean;
  lineTotal: string;
};

/** The status shown: the stored one, 'expirada' past validity, 'cancelada' once cancelled. */
export type ProposalDisplayStatus = (typeof proposalStatuses)[number]['value'];

export type ProposalListItem = {
  id: string;
  number: string;
  title: string;
  leadId: string;
  clientName: string;
  status: ProposalDisplayStatus;
  version: number;
  total: string;
  paymentKind: Plan['kind'];
  validUntil: string;
  sentAt: string | null;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
};
export type ProposalList = KeysetPage<ProposalListItem>;

export type ProposalDetails = ProposalListItem & {
  intro: string;
  scope: string;
  terms: string;
  paymentPlan: Plan;
  items: ProposalItem[];
  totals: Totals;
  contractTotal: string;
  clientEmail: string;
  clientCompany: string | null;
  ownerName: string | null;
  /** A link exists and is not revoked (the token itself is shown only when created). */
  linkActive: boolean;
  firstViewedAt: string | null;
  acceptedAt: string | null;
  acceptedName: string | null;
  acceptedDocument: string | null;
  acceptedIp: string | null;
  acceptedHash: string | null;
  acceptedTotal: string | null;
  declinedAt: string | null;
  declineReason: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  projectId: string | null;
  billingProfile: BillingProfile | null;
  versions: {
    version: number;
    createdAt: string;
    total: string;
    title: string;
    snapshot: ProposalVersionSnapshot;
  }[];
};

/** A frozen version: what the client could see before the proposal was edited again. */
export type ProposalVersionSnapshot = {
  number: string;
  version: number;
  title: string;
  intro: string;
  scope: string;
  terms: string;
  validUntil: string;
  paymentPlan: Plan;
  total: string;
  items: {
    position: number;
    description: string;
    service: string | null;
    quantity: string;
    unitPrice: string;
    discount: string;
    optional: boolean;
    selected: boolean;
  }[];
  totals: Totals;
};

export type ProposalLink = { url: string };

/** What the client sees on /proposta/:token: no internal ids, no other data. */
export type PublicProposal = {
  number: string;
  title: string;
  version: number;
  clientName: string;
  intro: string;
  scope: string;
  terms: string;
  validUntil: string;
  expired: boolean;
  state: 'open' | 'accepted' | 'declined';
  items: {
    id: number;
    description: string;
    quantity: string;
    unitPrice: string;
    discount: string;
    optional: boolean;
    selected: boolean;
    lineTotal: string;
  }[];
  paymentPlan: Plan;
  totals: Totals;
  acceptedAt: string | null;
  acceptedName: string | null;
  acceptedHash: string | null;
  acceptedTotal: string | null;
  declinedAt: string | null;
};

export type PublicAcceptResult = { acceptedAt: string; acceptedHash: string; total: string };
