/**
 * Proposals and the client's billing profile (docs/product/proposals.md): the request bodies the
 * server validates and the forms resolve with, and the JSON shapes the API answers.
 */
import { z } from 'zod';
import { personTypes } from '@shared/catalog/finance';
import { cleanDocument, DOCUMENT_MESSAGES, isValidCnpj, isValidCpf } from '@shared/documents';
import { formatMoney } from '@shared/format';
import { lineTotal } from '@shared/line-items';
import { fromCents, toCents } from '@shared/money';
import { billingAddressFields } from '@shared/schemas/billing-address';
import type { KeysetPage } from '@shared/schemas/lead';
import { moneyField, optionalMoneyField } from '@shared/schemas/money';
import { isCalendarDate } from '@shared/schemas/project';
import { computeTotals, type Plan, type Totals } from '@shared/schemas/proposal-totals';
import { proposalStatuses } from './catalog';

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

export const billingProfileSchema = z
  .object({
    personType: z.enum(['pf', 'pj'], { error: 'Escolha pessoa física ou jurídica' }),
    document: z.string({ error: 'Documento é obrigatório' }).trim().min(1, 'Documento é obrigatório').max(30),
    legalName: text(200, 'Nome').min(1, 'Nome ou razão social é obrigatório'),
    municipalRegistration: optionalText(40, 'Inscrição municipal'),
    ...billingAddressFields,
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

/**
 * The largest contract a proposal may reach (monthly × months for a retainer): what the project's
 * budget column (numeric(12,2)) holds, so an acceptance never overflows a column.
 */
const PROPOSAL_MAX_CENTS = 999_999_999_999n;
export const PROPOSAL_MAX_TOTAL = fromCents(PROPOSAL_MAX_CENTS);

export const PROPOSAL_MESSAGES = {
  discountOverLine: (line: string) =>
    `Desconto: não pode passar do valor do item (quantidade × valor unitário = ${formatMoney(line)}).`,
  totalTooLarge: `O total da proposta passa do máximo de ${formatMoney(PROPOSAL_MAX_TOTAL)}.`,
  negativeTotal: 'O total da proposta não pode ser negativo.',
} as const;

/** quantity × unit price, rounded half up to the cent: the most a line's discount may take off. */
export const grossLine = (item: { quantity: string; unitPrice: string }) =>
  lineTotal({ ...item, discount: '0' });

export const proposalItemSchema = z
  .object({
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
    unitPrice: moneyField('Preço unitário', 'nonNegative'),
    discount: optionalMoneyField('Desconto', 'nonNegative').transform((value) => value ?? '0.00'),
    optional: z.boolean({ error: 'Valor inválido' }).optional().default(false),
    selected: z.boolean({ error: 'Valor inválido' }).optional().default(true),
  })
  // No negative line: a discount larger than quantity × unit price is refused under the discount field.
  .superRefine((item, context) => {
    const gross = grossLine(item);
    if (toCents(item.discount) > toCents(gross)) {
      context.addIssue({
        code: 'custom',
        path: ['discount'],
        message: PROPOSAL_MESSAGES.discountOverLine(gross),
      });
    }
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
    amount: optionalMoneyField('Valor da parcela', 'positive').transform((value) => value ?? undefined),
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

/**
 * The money of a whole proposal, also checked on rows read back from the database (the acceptance):
 * no line below zero, and the total (× months for a retainer) within numeric(14,2). Null when fine.
 */
export function proposalMoneyProblem(
  items: readonly {
    quantity: string;
    unitPrice: string;
    discount: string;
    optional: boolean;
    selected: boolean;
  }[],
  plan: Plan,
): string | null {
  for (const item of items) {
    if (toCents(item.discount) < 0n || toCents(item.unitPrice) < 0n || toCents(item.quantity) <= 0n) {
      return PROPOSAL_MESSAGES.negativeTotal;
    }
    const gross = grossLine(item);
    if (toCents(item.discount) > toCents(gross)) return PROPOSAL_MESSAGES.discountOverLine(gross);
  }
  const every = computeTotals(items.map((item) => ({ ...item, optional: false, selected: true })));
  const months = plan.kind === 'retainer' ? BigInt(Math.max(1, Math.trunc(plan.months) || 1)) : 1n;
  if (toCents(every.total) * months > PROPOSAL_MAX_CENTS) return PROPOSAL_MESSAGES.totalTooLarge;
  return null;
}

export const proposalFormSchema = z
  .object({
    leadId: z.uuid({ error: 'Escolha o cliente' }),
    /** The deal the proposal is made for (docs/product/companies-and-deals.md); absent keeps it as is. */
    dealId: z.uuid({ error: 'Negócio inválido' }).nullish(),
    title: text(200, 'Título').min(1, 'Título é obrigatório'),
    intro: text(10000, 'Apresentação').optional().default(''),
    scope: text(20000, 'Escopo').optional().default(''),
    terms: text(20000, 'Condições').optional().default(''),
    validUntil: dateSchema,
    paymentPlan: paymentPlanSchema,
    items: z.array(proposalItemSchema, { error: 'Itens inválidos' }).max(100, 'No máximo 100 itens'),
  })
  .superRefine((proposal, context) => {
    const problem = proposalMoneyProblem(proposal.items, proposal.paymentPlan);
    if (problem) context.addIssue({ code: 'custom', path: ['items'], message: problem });
  });
export type ProposalFormInput = z.input<typeof proposalFormSchema>;
export type ProposalFormData = z.output<typeof proposalFormSchema>;

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
  /** The version and the SHA-256 of the content the page showed: the client accepts exactly that. */
  version: z.int({ error: 'Versão inválida' }).min(1, 'Versão inválida').max(1_000_000, 'Versão inválida'),
  contentHash: z
    .string({ error: 'Código da proposta inválido' })
    .regex(/^[0-9a-f]{64}$/, 'Código da proposta inválido'),
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
  /** SHA-256 of `canonicalJson(publicContent(this))`: sent back with the acceptance. */
  contentHash: string;
};

/**
 * The content of the public page a client reads and agrees to: everything shown of the proposal, not
 * its state. Its canonical JSON is what `contentHash` and the stored acceptance are computed from.
 */
export function publicContent(view: Omit<PublicProposal, 'contentHash'>) {
  return {
    number: view.number,
    version: view.version,
    title: view.title,
    clientName: view.clientName,
    intro: view.intro,
    scope: view.scope,
    terms: view.terms,
    validUntil: view.validUntil,
    items: view.items.map((item) => ({
      id: item.id,
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      discount: item.discount,
      optional: item.optional,
      selected: item.selected,
      lineTotal: item.lineTotal,
    })),
    paymentPlan: view.paymentPlan,
    totals: view.totals,
  };
}
export type PublicProposalContent = ReturnType<typeof publicContent>;

/** The 409 a client's acceptance gets when the proposal changed after their page loaded. */
export const PROPOSAL_CHANGED = {
  code: 'proposal_changed',
  message:
    'A proposta mudou desde que você a abriu. Revise a nova versão abaixo e, se estiver de acordo, aceite de novo.',
} as const;

export type PublicAcceptResult = { acceptedAt: string; acceptedHash: string; total: string };
