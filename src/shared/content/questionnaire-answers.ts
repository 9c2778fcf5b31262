/**
 * The questionnaire answers stored on a lead (profile.questionnaire), as labelled PT-BR rows for the
 * lead drawer: each question once, option values shown with their labels, empty answers left out.
 * Tolerant of older or partial records (anything unknown shows as stored).
 */
import {
  BUDGETS,
  COMPANY_SIZES,
  CONTACT_PREFERENCES,
  GOALS,
  GPT_CHANNELS,
  LOGO_STATUS,
  type Option,
  ROLES,
  SEGMENTS,
  SERVICE_OPTIONS,
  SITE_STATUS,
  TIMELINES,
} from './questionnaire';

type Question = { key: string; label: string; options?: readonly Option[] };

const QUESTIONS: readonly Question[] = [
  { key: 'company', label: 'Empresa' },
  { key: 'segment', label: 'Segmento', options: SEGMENTS },
  { key: 'segmentOther', label: 'Outro segmento' },
  { key: 'companySize', label: 'Porte', options: COMPANY_SIZES },
  { key: 'role', label: 'Cargo', options: ROLES },
  { key: 'services', label: 'Serviços', options: SERVICE_OPTIONS },
  { key: 'hasSite', label: 'Tem site', options: SITE_STATUS },
  { key: 'siteUrl', label: 'Site atual' },
  { key: 'gptChannels', label: 'Canais do agente GPT', options: GPT_CHANNELS },
  { key: 'hasLogo', label: 'Logotipo', options: LOGO_STATUS },
  { key: 'automationTools', label: 'Ferramentas usadas hoje' },
  { key: 'goals', label: 'Objetivos', options: GOALS },
  { key: 'details', label: 'Detalhes' },
  { key: 'budget', label: 'Investimento', options: BUDGETS },
  { key: 'timeline', label: 'Prazo', options: TIMELINES },
  { key: 'name', label: 'Nome' },
  { key: 'email', label: 'E-mail' },
  { key: 'phone', label: 'Telefone' },
  { key: 'contactPreference', label: 'Prefere contato por', options: CONTACT_PREFERENCES },
];

const show = (value: unknown, options?: readonly Option[]): string => {
  if (Array.isArray(value))
    return value
      .map((item) => show(item, options))
      .filter(Boolean)
      .join(', ');
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  return options?.find((option) => option.value === text)?.label ?? text;
};

export function questionnaireAnswerRows(answers: unknown): { key: string; label: string; value: string }[] {
  if (!answers || typeof answers !== 'object') return [];
  const record = answers as Record<string, unknown>;
  return QUESTIONS.map((question) => ({
    key: question.key,
    label: question.label,
    value: show(record[question.key], question.options),
  })).filter((row) => row.value !== '');
}
