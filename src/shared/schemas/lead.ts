/**
 * Leads (docs/product/leads.md): the form, status change, list query, bulk actions, notes and CSV import,
 * shared by the server (validation → 422 in PT-BR) and the back office (form resolver).
 */
import { z } from 'zod';
import { type LeadStatus, leadSources, leadStatuses, values } from '@shared/catalog/statuses';
import type { ScoreReason } from '@shared/lead-profile/score';
import type { LeadContact, LeadDuplicateFlag } from './lead-identity';

export const LEAD_NOT_FOUND = 'Lead não encontrado';
export const LEAD_HAS_DOCUMENTS =
  'Este cliente tem propostas ou faturas e não pode ser excluído. Para apagar os dados pessoais, use Privacidade (LGPD) → Anonimizar.';

export const leadStatusSchema = z.enum(values(leadStatuses), {
  error: (issue) =>
    issue.input === undefined || issue.input === '' || issue.input === null
      ? 'Status é obrigatório'
      : 'Status inválido',
});

const optionalText = (max: number, message: string) =>
  z
    .string({ error: 'Texto inválido' })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

const emailSchema = z
  .string({ error: 'Email é obrigatório' })
  .trim()
  .min(1, 'Email é obrigatório')
  .max(254, 'Email inválido')
  .pipe(z.email('Email inválido'));

/** The 'Novo Lead' / 'Editar Lead' form (docs/product/leads.md). */
export const leadFormSchema = z.object({
  name: z
    .string({ error: 'Nome é obrigatório' })
    .trim()
    .min(1, 'Nome é obrigatório')
    .max(200, 'Nome muito longo (máximo de 200 caracteres)'),
  email: emailSchema,
  phone: optionalText(40, 'Telefone muito longo (máximo de 40 caracteres)'),
  company: optionalText(200, 'Empresa muito longa (máximo de 200 caracteres)'),
  serviceInterest: optionalText(200, 'Interesse muito longo (máximo de 200 caracteres)'),
  message: optionalText(5000, 'Mensagem muito longa (máximo de 5000 caracteres)'),
  status: leadStatusSchema,
});
export type LeadFormInput = z.input<typeof leadFormSchema>;
export type LeadFormData = z.output<typeof leadFormSchema>;

const ownerIdSchema = z
  .union([z.uuid({ error: 'Responsável inválido' }), z.literal('')])
  .nullish()
  .transform((value) => value || null);

/** POST /api/leads: the form, optionally with an owner. */
export const leadCreateSchema = leadFormSchema.extend({ ownerId: ownerIdSchema.optional() });
/** PATCH /api/leads/:id: any subset of the form fields and the owner. */
export const leadUpdateSchema = leadFormSchema.partial().extend({ ownerId: ownerIdSchema.optional() });
export type LeadUpdate = z.output<typeof leadUpdateSchema>;

export const leadStatusUpdateSchema = z.object({ status: leadStatusSchema });

export const BULK_LIMIT = 500;
export const leadBulkSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'Lead inválido' }), { error: 'Selecione ao menos um lead' })
      .min(1, 'Selecione ao menos um lead')
      .max(BULK_LIMIT, `Selecione no máximo ${BULK_LIMIT} leads`),
    status: leadStatusSchema.optional(),
    ownerId: ownerIdSchema.optional(),
  })
  .refine((value) => value.status !== undefined || value.ownerId !== undefined, {
    message: 'Escolha um status ou um responsável',
    path: ['status'],
  });

export const leadNoteSchema = z.object({
  content: z
    .string({ error: 'Escreva a nota' })
    .trim()
    .min(1, 'Escreva a nota')
    .max(5000, 'Nota muito longa (máximo de 5000 caracteres)'),
});

const searchText = z.string().trim().max(200, 'Busca muito longa').optional().default('');

/** GET /api/leads and /api/leads/export.csv. `owner`: 'me', 'none' or a staff id. */
export const leadListQuerySchema = z.object({
  q: searchText,
  status: z
    .enum([...values(leadStatuses), 'all', ''], { error: 'Status inválido' })
    .optional()
    .transform((value) => (value && value !== 'all' ? value : null)),
  source: z
    .enum([...values(leadSources), 'all', ''], { error: 'Origem inválida' })
    .optional()
    .transform((value) => (value && value !== 'all' ? value : null)),
  owner: z
    .union([z.literal('me'), z.literal('none'), z.literal(''), z.uuid()], { error: 'Responsável inválido' })
    .optional()
    .transform((value) => value || null),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
  cursor: z.string().max(300).optional(),
  before: z.string().max(300).optional(),
  order: z.enum(['desc', 'asc'], { error: 'Ordem inválida' }).optional().default('desc'),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
  cursor: z.string().max(300).optional(),
  before: z.string().max(300).optional(),
});

export const leadOptionsQuerySchema = z.object({
  q: searchText,
  /** Always include this lead (the project's current client), even when it does not match q. */
  include: z
    .union([z.uuid(), z.literal('')])
    .optional()
    .transform((value) => value || null),
  limit: z.coerce.number().int().min(1).max(200).optional().default(100),
});

// ------------------------------------------------------------------ CSV import

export const IMPORT_CHUNK = 500;
export const IMPORT_MAX_ROWS = 1000;

/** Accepts a status value ('won') or its PT-BR label ('Convertido'), as the export writes labels. */
export function parseLeadStatus(text: string | null | undefined): LeadStatus | null {
  const key = (text ?? '').trim().toLowerCase();
  if (!key) return null;
  const entry = leadStatuses.find((item) => item.value === key || item.label.toLowerCase() === key);
  return entry?.value ?? null;
}

/** One mapped CSV row. Blank optional cells stay null; a blank status keeps the current one (or 'new'). */
export const leadImportRowSchema = z.object({
  name: leadFormSchema.shape.name,
  email: emailSchema,
  phone: optionalText(40, 'Telefone muito longo (máximo de 40 caracteres)'),
  company: optionalText(200, 'Empresa muito longa (máximo de 200 caracteres)'),
  serviceInterest: optionalText(200, 'Interesse muito longo (máximo de 200 caracteres)'),
  message: optionalText(5000, 'Mensagem muito longa (máximo de 5000 caracteres)'),
  status: z
    .string()
    .nullish()
    .transform((value, context) => {
      if (!value?.trim()) return null;
      const status = parseLeadStatus(value);
      if (!status) context.addIssue({ code: 'custom', message: `Status desconhecido: ${value.trim()}` });
      return status;
    }),
});
export type LeadImportRow = z.input<typeof leadImportRowSchema>;

/** The envelope is checked strictly; each row is checked on its own so one bad line does not sink the file. */
export const leadImportSchema = z.object({
  rows: z
    .array(z.record(z.string(), z.unknown()), { error: 'Envie as linhas a importar' })
    .min(1, 'O arquivo não tem linhas para importar')
    .max(IMPORT_MAX_ROWS, `Envie no máximo ${IMPORT_MAX_ROWS} linhas por vez`),
  /** Position of the first row in the whole file, so failures name the file's line. */
  startIndex: z.number().int().min(0).optional().default(0),
});

export type LeadImportResult = {
  created: number;
  updated: number;
  /** Possible duplicates newly flagged (a new e-mail with another lead's phone or name). */
  duplicates: number;
  failed: { index: number; message: string }[];
};

// ------------------------------------------------------------------ what the web receives

export type LeadListItem = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  serviceInterest: string | null;
  message: string;
  status: string;
  source: string;
  score: number | null;
  ownerId: string | null;
  ownerName: string | null;
  createdAt: string;
  updatedAt: string;
};

export type KeysetPage<T> = {
  items: T[];
  nextCursor: string | null;
  prevCursor: string | null;
  /** Rows matching the filters: exact, or the cap when totalCapped (large lead lists). */
  total: number;
  /** True when more rows than `total` match (the count stops at a cap to stay fast). */
  totalCapped?: boolean;
};

export type LeadList = KeysetPage<LeadListItem>;

export type LeadCoderItem = {
  id: string;
  nome: string;
  email: string;
  telefone: string | null;
  interesse: string | null;
  origem: string;
  createdAt: string;
};
export type LeadCoderList = KeysetPage<LeadCoderItem> & { today: number };

export type LeadOption = { id: string; name: string };

export type LeadTimelineEntry =
  | {
      kind: 'note';
      id: string;
      at: string;
      actorName: string | null;
      actorEmail: string | null;
      content: string;
    }
  | {
      kind: 'audit';
      id: string;
      at: string;
      actorName: string | null;
      actorEmail: string | null;
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    };

export type LeadDetails = LeadListItem & {
  scoreReasons: ScoreReason[] | null;
  profile: Record<string, unknown> | null;
  utm: Record<string, string | undefined> | null;
  projects: { id: string; title: string; status: string; budget: string | null }[];
  appointments: { id: string; title: string; status: string; appointmentDate: string | null }[];
  timeline: LeadTimelineEntry[];
  /** E-mails and phones besides the lead's own ('Outros contatos'). */
  contacts: LeadContact[];
  /** Open possible duplicates ('Possível duplicado'). */
  duplicates: LeadDuplicateFlag[];
  /** Every chat session tied to the lead, oldest first, each with all its messages in order. */
  transcript: ChatTranscriptSession[];
};

export type ChatTranscriptSession = {
  sessionId: string;
  /** The signed-in visitor who chatted, when known. */
  visitorName: string | null;
  messages: { id: string; role: 'user' | 'assistant'; content: string; at: string }[];
};

export type StaffMember = { id: string; name: string; email: string; roles: string[] };
