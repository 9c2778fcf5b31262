/**
 * LGPD data-subject requests (docs/product/privacy-lgpd.md): the art. 18 rights a person asks for on
 * /meus-dados, the statuses of the adm queue, the 15-day deadline of art. 19 and the staff actions.
 */
import { z } from 'zod';
import { parseDay, TIME_ZONE, zonedDay, zonedTimeToUtc } from '@shared/time';

export const PRIVACY_REQUEST_TYPES = [
  'confirmacao',
  'acesso',
  'correcao',
  'portabilidade',
  'eliminacao',
  'revogacao',
  'oposicao',
  'informacao',
] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];

export const PRIVACY_REQUEST_TYPE_LABELS: Record<PrivacyRequestType, string> = {
  confirmacao: 'Confirmação de tratamento',
  acesso: 'Acesso aos dados',
  correcao: 'Correção de dados',
  portabilidade: 'Portabilidade',
  eliminacao: 'Eliminação (anonimização)',
  revogacao: 'Revogação do consentimento',
  oposicao: 'Oposição ao tratamento',
  informacao: 'Informação sobre compartilhamento',
};

/** What each option means, in the words of the rights page. */
export const PRIVACY_REQUEST_TYPE_HINTS: Record<PrivacyRequestType, string> = {
  confirmacao: 'Saber se a Coders trata dados pessoais seus.',
  acesso: 'Receber uma cópia dos dados que guardamos sobre você.',
  correcao: 'Corrigir dados incompletos, inexatos ou desatualizados.',
  portabilidade: 'Receber os seus dados em formato estruturado (JSON e CSV).',
  eliminacao: 'Apagar os seus dados pessoais (mantemos só números sem identificação).',
  revogacao: 'Deixar de receber comunicações de marketing. Vale na hora.',
  oposicao: 'Opor-se a um tratamento feito sem o seu consentimento.',
  informacao: 'Saber com quem compartilhamos os seus dados.',
};

export const PRIVACY_REQUEST_STATUSES = [
  'nao_verificada',
  'aberta',
  'em_andamento',
  'concluida',
  'recusada',
] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];
export const PRIVACY_REQUEST_STATUS_LABELS: Record<PrivacyRequestStatus, string> = {
  nao_verificada: 'Não verificada',
  aberta: 'Verificada (aberta)',
  em_andamento: 'Em andamento',
  concluida: 'Concluída',
  recusada: 'Recusada',
};
export const OPEN_PRIVACY_STATUSES: readonly PrivacyRequestStatus[] = [
  'nao_verificada',
  'aberta',
  'em_andamento',
];

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
export const correctRequestSchema = z.object({
  leadId: z.uuid('Lead inválido.'),
  fields: z
    .object({
      name: z.string().trim().min(1, 'Nome é obrigatório.').max(120).optional(),
      email: z.string().trim().email('E-mail inválido.').max(254).optional(),
      phone: z.string().trim().max(40).nullable().optional(),
      company: z.string().trim().max(120).nullable().optional(),
    })
    .refine((fields) => Object.keys(fields).length > 0, 'Informe ao menos um campo.'),
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

// ---------------------------------------------------------------- the art. 19 clock
/** Art. 19, II: the full answer within 15 days of the request. */
export const PRIVACY_DEADLINE_DAYS = 15;

export type PrivacyDeadline = {
  /** Last São Paulo calendar day to answer ('yyyy-MM-dd'). */
  day: string;
  /** The instant the deadline passes: the end of that day in São Paulo. */
  dueAt: string;
  /** São Paulo calendar days from today to the last day (0 = today is the last day; negative = overdue). */
  daysLeft: number;
  overdue: boolean;
};

const addDays = (day: string, days: number) => {
  const [year, month, date] = parseDay(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};
const dayNumber = (day: string) => {
  const [year, month, date] = parseDay(day);
  return Math.round(Date.UTC(year, month - 1, date) / 86_400_000);
};

/**
 * The deadline counts from the day the request was made (art. 19 says "contado da data do
 * requerimento"), not from the verification: a request waiting for a phone call still runs the clock.
 * Calendar days in São Paulo: a request made at 23:30 on the 1st is due by the end of the 16th.
 */
export function privacyDeadline(createdAt: Date | string, now: Date = new Date()): PrivacyDeadline {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const day = addDays(zonedDay(created, TIME_ZONE), PRIVACY_DEADLINE_DAYS);
  const dueAt = new Date(zonedTimeToUtc(addDays(day, 1), 0, TIME_ZONE).getTime() - 1);
  const daysLeft = dayNumber(day) - dayNumber(zonedDay(now, TIME_ZONE));
  return { day, dueAt: dueAt.toISOString(), daysLeft, overdue: now.getTime() > dueAt.getTime() };
}

/** 'Vence hoje', 'Faltam 3 dias', 'Atrasado 2 dias'. */
export function deadlineLabel(deadline: Pick<PrivacyDeadline, 'daysLeft' | 'overdue'>): string {
  if (deadline.overdue) {
    const late = Math.max(1, -deadline.daysLeft);
    return `Atrasado ${late} ${late === 1 ? 'dia' : 'dias'}`;
  }
  if (deadline.daysLeft === 0) return 'Vence hoje';
  return `Faltam ${deadline.daysLeft} ${deadline.daysLeft === 1 ? 'dia' : 'dias'}`;
}

// ---------------------------------------------------------------- export
export type PersonalExport = {
  email: string;
  generatedAt: string;
  tables: Record<string, Record<string, unknown>[]>;
};
