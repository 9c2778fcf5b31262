/** The lead's message for a questionnaire: the answers in PT-BR, one fact per line, for the sales team. */
import {
  BUDGETS,
  COMPANY_SIZES,
  CONTACT_PREFERENCES,
  GOALS,
  GPT_CHANNELS,
  LOGO_STATUS,
  optionLabel,
  ROLES,
  SEGMENTS,
  SERVICE_OPTIONS,
  TIMELINES,
} from '@shared/content/questionnaire';
import type { QuestionnaireAnswers } from '@shared/schemas/questionnaire';

const labels = (options: Parameters<typeof optionLabel>[0], list: readonly string[]) =>
  list
    .map((value) => optionLabel(options, value))
    .filter(Boolean)
    .join(', ');

export const serviceTitles = (services: readonly string[]) => labels(SERVICE_OPTIONS, services);

export function summarizeQuestionnaire(answers: QuestionnaireAnswers): string {
  const segment =
    answers.segment === 'outro' && answers.segmentOther
      ? `Outro (${answers.segmentOther})`
      : optionLabel(SEGMENTS, answers.segment);
  const lines = [
    'Respostas do questionário de avaliação de projeto',
    `Empresa: ${answers.company}`,
    `Segmento: ${segment}`,
    `Porte: ${optionLabel(COMPANY_SIZES, answers.companySize)}`,
    `Cargo: ${optionLabel(ROLES, answers.role)}`,
    `Serviços: ${serviceTitles(answers.services)}`,
  ];
  if (answers.hasSite === 'sim') lines.push(`Site atual: ${answers.siteUrl}`);
  if (answers.hasSite === 'nao') lines.push('Site atual: ainda não tem site');
  if (answers.gptChannels.length)
    lines.push(`Canais do agente GPT: ${labels(GPT_CHANNELS, answers.gptChannels)}`);
  if (answers.hasLogo) lines.push(`Logotipo: ${optionLabel(LOGO_STATUS, answers.hasLogo)}`);
  if (answers.automationTools) lines.push(`Ferramentas usadas hoje: ${answers.automationTools}`);
  lines.push(`Objetivos: ${labels(GOALS, answers.goals)}`);
  if (answers.details) lines.push(`Detalhes: ${answers.details}`);
  lines.push(
    `Investimento: ${optionLabel(BUDGETS, answers.budget)}`,
    `Prazo: ${optionLabel(TIMELINES, answers.timeline)}`,
    `Prefere contato por: ${optionLabel(CONTACT_PREFERENCES, answers.contactPreference)}`,
  );
  return lines.join('\n');
}
