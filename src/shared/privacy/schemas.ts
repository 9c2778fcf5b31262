/**
 * LGPD data-subject requests (docs/product/privacy-lgpd.md): the forms and queries of the rights page
 * and the adm queue, with their PT-BR messages, and the response types.
 */
import { z } from 'zod';
import { settingsSchema } from '@shared/schemas/settings';
import {
  PRIVACY_REQUEST_STATUSES,
  PRIVACY_REQUEST_TYPES,
  type PrivacyRequestStatus,
  type PrivacyRequestType,
} from './catalog';
import type { PrivacyDeadline } from './rules';
/** A malformed or unknown request id (404). */
export const PRIVACY_REQUEST_NOT_FOUND = 'Pedido não encontrado.';

/** The one answer of POST /api/public/privacy-requests, whatever we hold (a byte-identical body). */
export const PRIVACY_REQUEST_RECEIVED =
  'Recebemos o seu pedido. Se o envio de e-mails estiver disponível, você receberá um link para confirmar que o pedido é seu; senão, a nossa equipe confirmará a sua identidade por telefone ou e-mail. Respondemos em até 15 dias.';

export const privacyRequestSchema = z.object({
  type: z.enum(PRIVACY_REQUEST_TYPES, { error: 'Escolha o direito que você quer exercer.' }),
  email: z
    .string({ error: 'Informe o seu e-mail.' })
    .trim()
    .min(1, 'Informe o seu e-mail.')
    .max(254, 'E-mail longo demais.')
    .email('Informe um e-mail válido.'),
  name: z.string().trim().max(120, 'Nome longo demais.').optional().default(''),
  phone: z.string().trim().max(40, 'Telefone longo demais.').optional().default(''),
  details: z.string().trim().max(2000, 'Use no máximo 2.000 caracteres.').optional().default(''),
  website: z.string().max(200).optional(),
});
export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;

export const privacyTokenSchema = z.object({
  token: z.string({ error: 'Link inválido.' }).regex(/^[A-Za-z0-9_-]{43}$/, 'Link inválido ou expirado.'),
});

/** The person's answer on /meus-dados/revogacao (the link e-mailed after a withdrawal typed on the form). */
export const withdrawalAnswerSchema = z.object({
  token: z.string({ error: 'Link inválido.' }).regex(/^[A-Za-z0-9_-]{43}$/, 'Link inválido ou expirado.'),
  decision: z.enum(['confirm', 'undo'], { error: 'Escolha confirmar ou desfazer.' }),
});

export const verifyRequestSchema = z.object({
  note: z.string().trim().min(3, 'Descreva como a identidade foi confirmada.').max(1000),
});
export const closeRequestSchema = z.object({
  outcome: z.enum(['concluida', 'recusada'], { error: 'Escolha concluir ou recusar.' }),
  reply: z.string().trim().min(3, 'Escreva a resposta ao titular.').max(5000),
});
export const CORRECTABLE_FIELDS = ['name', 'email', 'phone', 'company'] as const;
/** A blank box of 'Corrigir dados' means "leave as is" (the form sends every box). */
const unchanged = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
export const correctRequestSchema = z.object({
  leadId: z.uuid('Lead inválido.'),
  fields: z
    .object({
      name: z.preprocess(unchanged, z.string().trim().min(1, 'Nome é obrigatório.').max(120).optional()),
      email: z.preprocess(unchanged, z.string().trim().email('E-mail inválido.').max(254).optional()),
      phone: z.preprocess(unchanged, z.string().trim().max(40).nullable().optional()),
      company: z.preprocess(unchanged, z.string().trim().max(120).nullable().optional()),
    })
    .refine(
      (fields) => Object.values(fields).some((value) => value !== undefined),
      'Preencha ao menos um campo a corrigir.',
    ),
});
/** Confirming the anonymisation names the preview it confirms (its fingerprint): stale data is refused. */
export const anonymizeRequestSchema = z.object({
  confirm: z.literal(true, { error: 'Confirme a anonimização.' }),
  fingerprint: z
    .string({ error: 'Abra a prévia antes de anonimizar.' })
    .regex(/^[0-9a-f]{64}$/, 'Abra a prévia antes de anonimizar.'),
});

/** What 'Anonimizar' will change (GET /api/privacy/requests/:id/anonymize-preview), table by table. */
export type ErasurePreview = {
  tables: {
    /** The table's name in the database (a React key only; never shown). */
    table: string;
    label: string;
    /** Rows with at least one field changed. */
    rows: number;
    /** Rows deleted (links sent to the person). */
    deleted: number;
    fields: { column: string; label: string; cells: number }[];
  }[];
  rows: number;
  cells: number;
  deleted: number;
  /** SHA-256 of every change (table, row, field, before, after): confirming sends it back. */
  fingerprint: string;
};
export const privacyListQuerySchema = z.object({
  status: z
    .enum([...PRIVACY_REQUEST_STATUSES, 'abertas', 'todas'])
    .optional()
    .default('abertas'),
});
export type PrivacyListQuery = z.output<typeof privacyListQuerySchema>;

/** POST /api/leads/:id/score (art. 20): staff set the score by hand, with the reason. */
export const scoreOverrideSchema = z.object({
  score: z.number({ error: 'Informe a pontuação.' }).int('Use um número inteiro.').min(0).max(100),
  reason: z.string().trim().min(5, 'Explique o motivo do ajuste.').max(500),
});
/** POST /api/leads/:id/consents: staff record a marketing opt-in or withdrawal they were told. */
export const staffConsentSchema = z.object({
  purpose: z.enum(['marketing', 'contato'], { error: 'Finalidade inválida.' }),
  granted: z.boolean({ error: 'Informe se foi concedido.' }),
});

export type PrivacyRequestItem = {
  id: string;
  type: PrivacyRequestType;
  status: PrivacyRequestStatus;
  email: string;
  name: string;
  phone: string;
  details: string;
  createdAt: string;
  verifiedAt: string | null;
  verifiedBy: string | null;
  verificationNote: string | null;
  closedAt: string | null;
  reply: string | null;
  anonymizedAt: string | null;
  leads: { id: string; name: string; status: string }[];
  deadline: PrivacyDeadline;
};
export type PrivacyRequestList = { items: PrivacyRequestItem[] };
export type PrivacyActionResult = { ok: true; emailed?: boolean };
/** What 'Anonimizar' did: the preview it confirmed, now applied. */
export type AnonymizeResult = { ok: true } & ErasurePreview;

/** The download of a request's personal data: JSON (default) or one long CSV table. */
export const exportQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { error: 'Formato inválido.' }).default('json'),
});
export const retentionRunSchema = z.object({ confirm: z.literal(true, { error: 'Confirme a execução.' }) });

/** What the retention run changes (GET /api/privacy/retention: a dry run) or changed. */
export type RetentionResult = {
  dryRun: boolean;
  now: string;
  leadMonths: number;
  chatMonths: number;
  leads: { id: string; status: string; lastActivity: string }[];
  chatSessions: { sessionId: string; messages: number; lastMessage: string }[];
  /** Every table and field the run changes (a dry run: would change), with counts. */
  changes: ErasurePreview;
};

// ---------------------------------------------------------------- export
export type PersonalExport = {
  email: string;
  generatedAt: string;
  tables: Record<string, Record<string, unknown>[]>;
};

/** The LGPD part of the settings (the encarregado and the retention periods): the settings' own rules. */
export const privacySettingsSchema = settingsSchema.pick({
  dpoName: true,
  dpoEmail: true,
  retentionLeadMonths: true,
  retentionChatMonths: true,
});
export type PrivacySettings = z.output<typeof privacySettingsSchema>;
