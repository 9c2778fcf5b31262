/**
 * How staff read the chat profile in the lead drawer (issue 29): every key of the stored profile has a
 * PT-BR label, and every value is shown as a person would say it ('Fechamento', not 'closing'; '25/12/2026',
 * not '2026-12-25'; 'Sites e Landing Pages', not 'sites'). A key without a label is not shown at all:
 * staff never see an internal key.
 */
import { services } from '@shared/content/services';
import { PERSONALITY_LABELS } from '@shared/lead-profile/score';
import { formatPhone } from '@shared/lead-profile/slots/contact';

export const CHAT_PROFILE_LABELS: Record<string, string> = {
  name: 'Nome',
  company: 'Empresa',
  role: 'Cargo',
  need: 'Necessidade',
  budget: 'Orçamento',
  timeline: 'Prazo',
  deadline: 'Data do prazo',
  email: 'E-mail',
  phone: 'Telefone',
  painPoints: 'Dores',
  personality: 'Perfil',
  conversationStage: 'Etapa da conversa',
  leadScore: 'Pontuação',
  evidence: 'Evidência',
  confidence: 'Confiança',
  pending: 'A confirmar',
  rejected: 'Recusado pelo visitante',
};

export const CONVERSATION_STAGE_LABELS: Record<string, string> = {
  greeting: 'Saudação',
  discovery: 'Descoberta',
  qualification: 'Qualificação',
  proposal: 'Proposta',
  closing: 'Fechamento',
};

/** The order rows are shown in; anything else with a label follows. */
const ORDER = [
  'name',
  'company',
  'role',
  'need',
  'budget',
  'timeline',
  'deadline',
  'email',
  'phone',
  'painPoints',
  'personality',
  'conversationStage',
  'leadScore',
  'pending',
  'rejected',
  'evidence',
  'confidence',
];

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

const label = (key: string) => CHAT_PROFILE_LABELS[key];

function serviceTitle(id: string): string {
  return services.find((service) => service.id === id)?.title ?? id;
}

/** One value as staff read it, for the field `key`. */
export function formatProfileValue(key: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => formatProfileValue(key, item)).join(', ');
  if (key === 'need' && typeof value === 'string') return serviceTitle(value);
  if (key === 'conversationStage' && typeof value === 'string') return CONVERSATION_STAGE_LABELS[value] ?? '';
  if (key === 'personality' && typeof value === 'string')
    return PERSONALITY_LABELS[value as keyof typeof PERSONALITY_LABELS] ?? '';
  if (key === 'phone' && typeof value === 'string') return formatPhone(value);
  if (key === 'leadScore' && typeof value === 'number') return `${value} de 100`;
  if (key === 'rejected' && typeof value === 'string') {
    const [slot, ...rest] = value.split(':');
    return `${label(slot ?? '') ?? 'Dado'}: ${rest.join(':')}`;
  }
  if (typeof value === 'string') {
    const date = isoDate.exec(value);
    return date ? `${date[3]}/${date[2]}/${date[1]}` : value;
  }
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (key === 'pending') {
      const slot = label(String(record.slot ?? '')) ?? 'Dado';
      const confidence =
        typeof record.confidence === 'number' ? ` (confiança ${percent(record.confidence)})` : '';
      return `${slot}: ${String(record.value ?? '')}${confidence}`;
    }
    // evidence and confidence: one entry per field, labelled.
    return Object.entries(record)
      .filter(([inner]) => label(inner))
      .map(([inner, innerValue]) =>
        key === 'confidence' && typeof innerValue === 'number'
          ? `${label(inner)}: ${percent(innerValue)}`
          : `${label(inner)}: “${formatProfileValue(inner, innerValue)}”`,
      )
      .join('; ');
  }
  return '';
}

const percent = (value: number) => `${Math.round(value * 100)} %`;

export type ChatProfileRow = { key: string; label: string; value: string };

/** The rows of the chat profile, labelled and formatted; empty and unlabelled fields are left out. */
export function chatProfileRows(profile: Record<string, unknown>): ChatProfileRow[] {
  const keys = Object.keys(profile)
    .filter((key) => label(key))
    .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  return keys
    .map((key) => ({ key, label: label(key)!, value: formatProfileValue(key, profile[key]) }))
    .filter((row) => row.value.trim() !== '');
}
