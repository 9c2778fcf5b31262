/**
 * A lead's public submissions, pending contact suggestions and consent history (decision 012):
 * GET /api/leads/:id/submissions and the apply/dismiss actions on a suggestion.
 */
import { z } from 'zod';

export const SUGGESTION_FIELDS = ['name', 'email', 'phone', 'company'] as const;
export type SuggestionField = (typeof SUGGESTION_FIELDS)[number];
export const SUGGESTION_FIELD_LABELS: Record<SuggestionField, string> = {
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  company: 'Empresa',
};

export const SUGGESTION_NOT_FOUND = 'Sugestão não encontrada.';
export const SUGGESTION_RESOLVED = 'Esta sugestão já foi aplicada ou descartada.';
export const SUGGESTION_EMPTY = 'Os dados sugeridos já são os do lead.';

/** POST /api/leads/:id/suggestions/:eventId/apply: which fields to apply (all when omitted). */
export const applySuggestionSchema = z.object({
  fields: z
    .array(z.enum(SUGGESTION_FIELDS, { error: 'Campo inválido.' }))
    .min(1, 'Escolha ao menos um campo.')
    .optional(),
});

export const LEAD_EVENT_KINDS = [
  'questionnaire',
  'booking',
  'chat',
  'import',
  'referral',
  'suggestion_applied',
  'suggestion_dismissed',
  // The client accepted a proposal online (docs/product/proposals.md): the lead became 'won'.
  'proposal_accepted',
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];
/** The kinds that record a submission from outside (and may carry a suggestion). */
export const SUBMISSION_KINDS = ['questionnaire', 'booking', 'chat', 'import', 'referral'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export type ContactChange = { current: string | null; suggested: string };

export type LeadSubmissionEvent = {
  id: string;
  kind: LeadEventKind;
  at: string;
  actorName: string | null;
  payload: Record<string, unknown>;
};

export type LeadSuggestion = {
  eventId: string;
  kind: LeadEventKind;
  at: string;
  changes: Partial<Record<SuggestionField, ContactChange>>;
};

export const CONSENT_PURPOSES = ['contato', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/**
 * 'referral': a partner's one-time link (/indicar/:token, docs/product/partners.md); 'unsubscribe': the
 * signed link in our e-mails (the person's act); 'rights_page': a revocation typed on /meus-dados, where
 * anyone can type any e-mail (unverified); 'rights_confirmed' / 'rights_undone': the person confirmed or
 * undid it with the one-time link we e-mailed (docs/product/privacy-lgpd.md).
 */
export const CONSENT_CHANNELS = [
  'questionnaire',
  'booking',
  'chat',
  'import',
  'staff',
  'referral',
  'unsubscribe',
  'rights_page',
  'rights_confirmed',
  'rights_undone',
] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export type LeadConsentRecord = {
  id: string;
  purpose: ConsentPurpose;
  granted: boolean;
  channel: ConsentChannel;
  policyVersion: string;
  ip: string | null;
  userAgent: string | null;
  at: string;
};

export type LeadSubmissions = {
  events: LeadSubmissionEvent[];
  suggestions: LeadSuggestion[];
  consents: LeadConsentRecord[];
};

export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  contato: 'Contato sobre a solicitação',
  marketing: 'Novidades e marketing',
};
export const CONSENT_CHANNEL_LABELS: Record<ConsentChannel, string> = {
  questionnaire: 'Questionário',
  booking: 'Agendamento',
  chat: 'Chat',
  import: 'Importação',
  staff: 'Equipe',
  referral: 'Indicação de parceiro',
  unsubscribe: 'Link de descadastro do e-mail (pelo titular)',
  rights_page: 'Pedido no formulário Meus dados (não verificado)',
  rights_confirmed: 'Confirmado pelo titular no link do e-mail',
  rights_undone: 'Desfeito pelo titular no link do e-mail',
};
/** Channels nobody verified came from the person (shown with a 'Não verificado' mark). */
export const UNVERIFIED_CONSENT_CHANNELS: readonly ConsentChannel[] = ['rights_page'];
export const LEAD_EVENT_LABELS: Record<LeadEventKind, string> = {
  questionnaire: 'Respondeu o questionário',
  booking: 'Agendou uma consultoria',
  chat: 'Conversou no chat',
  import: 'Importado',
  referral: 'Indicado por um parceiro',
  suggestion_applied: 'Sugestão aplicada',
  suggestion_dismissed: 'Sugestão descartada',
  proposal_accepted: 'Aceitou uma proposta',
};
