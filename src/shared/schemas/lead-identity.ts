/**
 * One person, one lead (decision 056, docs/product/leads.md): a lead's other contacts, possible
 * duplicates and the merge screen. Shared by the server (validation → 422 in PT-BR) and the back office.
 */
import { z } from 'zod';
import {
  type DuplicateReason,
  type DuplicateStatus,
  duplicateStatuses,
  type LeadContactKind,
  type LeadContactSource,
  leadContactKinds,
} from '@shared/catalog/lead-identity';
import { values } from '@shared/catalog/statuses';
import { digitsOnly, nationalPhone } from '@shared/lead-profile/normalize';
import { pageQuerySchema } from './lead';

export const CONTACT_NOT_FOUND = 'Contato não encontrado.';
export const CONTACT_EXISTS = 'Este contato já está no lead.';
export const CONTACT_IS_PRIMARY = 'Este já é o contato principal do lead.';
export const DUPLICATE_NOT_FOUND = 'Par de possíveis duplicados não encontrado.';
export const DUPLICATE_RESOLVED = 'Este par já foi resolvido.';
export const MERGE_SAME_LEAD = 'Escolha dois leads diferentes para mesclar.';
export const LEADS_ALREADY_MERGED =
  'Estes leads já foram mesclados (talvez por outra pessoa agora mesmo). Atualize a página.';
const EMAIL_INVALID = 'Email inválido';
const PHONE_INVALID = 'Telefone inválido: informe o DDD e o número';

/** A contact as stored: e-mails lower-cased; phones as national digits, or all digits for other countries. */
export function normalizeContact(kind: LeadContactKind, value: string): string | null {
  if (kind === 'email') {
    const email = value.trim().toLowerCase();
    return z.email().safeParse(email).success && email.length <= 254 ? email : null;
  }
  const national = nationalPhone(value);
  if (national) return national;
  const digits = digitsOnly(value);
  return digits.length >= 10 && digits.length <= 15 ? digits : null;
}

/** POST /api/leads/:id/contacts: a contact staff add by hand. */
export const leadContactCreateSchema = z
  .object({
    kind: z.enum(values(leadContactKinds), { error: 'Escolha e-mail ou telefone' }),
    value: z
      .string({ error: 'Informe o contato' })
      .trim()
      .min(1, 'Informe o contato')
      .max(254, 'Contato muito longo'),
  })
  .transform((input, context) => {
    const normalized = normalizeContact(input.kind, input.value);
    if (!normalized) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: input.kind === 'email' ? EMAIL_INVALID : PHONE_INVALID,
      });
      return z.NEVER;
    }
    return { kind: input.kind, value: normalized };
  });
export type LeadContactCreateInput = z.input<typeof leadContactCreateSchema>;

/** What the merge screen lets staff pick from either lead. */
export const MERGE_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'serviceInterest',
  'status',
  'ownerId',
  'source',
  'score',
  'partnerId',
  'billingProfile',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  company: 'Empresa',
  serviceInterest: 'Interesse',
  status: 'Status',
  ownerId: 'Responsável',
  source: 'Origem',
  score: 'Pontuação',
  partnerId: 'Parceiro que indicou',
  billingProfile: 'Dados de faturamento',
};
export type MergeSideChoice = 'keep' | 'merge';

/**
 * POST /api/leads/merge: `mergeId` is merged into `keepId` (which survives); each field comes from the
 * lead named by its side ('keep' or 'merge'). A field left out keeps the surviving lead's value, or the
 * other's when the survivor has none.
 */
export const leadMergeSchema = z
  .object({
    keepId: z.uuid({ error: 'Lead inválido' }),
    mergeId: z.uuid({ error: 'Lead inválido' }),
    fields: z
      .partialRecord(z.enum(MERGE_FIELDS), z.enum(['keep', 'merge'], { error: 'Escolha um dos leads' }), {
        error: 'Campos inválidos',
      })
      .optional()
      .default({}),
  })
  .strict()
  .refine((input) => input.keepId !== input.mergeId, { message: MERGE_SAME_LEAD, path: ['mergeId'] });
export type LeadMergeInput = z.input<typeof leadMergeSchema>;

/** GET /api/leads/duplicates */
export const duplicateListQuerySchema = pageQuerySchema.extend({
  status: z.enum(values(duplicateStatuses), { error: 'Situação inválida' }).optional().default('open'),
});
export type DuplicateListQuery = z.output<typeof duplicateListQuerySchema>;

// ------------------------------------------------------------------ what the web receives

export type LeadContact = {
  id: string;
  kind: LeadContactKind;
  value: string;
  source: LeadContactSource;
  firstSeenAt: string;
};

export type DuplicateLeadSummary = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  source: string;
  createdAt: string;
};

/** An open pair as the lead drawer shows it: the other lead and why. */
export type LeadDuplicateFlag = { id: string; reasons: DuplicateReason[]; other: DuplicateLeadSummary };

export type DuplicatePair = {
  id: string;
  reasons: DuplicateReason[];
  status: DuplicateStatus;
  detectedAt: string;
  /** Oldest first: the first is the one a merge keeps by default. */
  leads: [DuplicateLeadSummary, DuplicateLeadSummary];
};

export type DuplicatePairList = {
  items: DuplicatePair[];
  nextCursor: string | null;
  prevCursor: string | null;
  total: number;
  totalCapped?: boolean;
};

export type MergeSide = {
  id: string;
  createdAt: string;
  values: Record<MergeField, string | null>;
  /** Rows that point to this lead, per kind of history, with PT-BR labels. */
  history: { key: string; label: string; count: number }[];
};

/** GET /api/leads/duplicates/:id — `keep` is the older lead (it survives; the fields are picked). */
export type MergePreview = {
  pair: { id: string; reasons: DuplicateReason[]; status: DuplicateStatus };
  keep: MergeSide;
  merge: MergeSide;
};

export type MergeResult = { keptId: string; mergedId: string; moved: Record<string, number> };
