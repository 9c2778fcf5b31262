/**
 * Content of the project-evaluation questionnaire (/questionario): the options of each question with
 * their PT-BR labels. Plain data without zod, so the scoring, the server summary and the page share it.
 */
import { services } from './services';
import type { ServiceId } from './types';

export type Option<T extends string = string> = { value: T; label: string };

/** The steps of /questionario and the answers each one asks for (the zod schemas follow this list). */
export const QUESTIONNAIRE_STEPS = [
  {
    id: 'empresa',
    title: 'Sua empresa',
    fields: ['company', 'segment', 'segmentOther', 'companySize', 'role'],
  },
  {
    id: 'necessidades',
    title: 'O que você precisa',
    fields: ['services', 'hasSite', 'siteUrl', 'gptChannels', 'hasLogo', 'automationTools'],
  },
  { id: 'objetivos', title: 'Seus objetivos', fields: ['goals', 'details'] },
  { id: 'investimento', title: 'Investimento e prazo', fields: ['budget', 'timeline'] },
  { id: 'contato', title: 'Seus contatos', fields: ['name', 'email', 'phone', 'contactPreference'] },
] as const;

/** Index of the step that asks for a field (the last step for anything else, e.g. consent). */
export function questionnaireStepOf(field: string): number {
  const index = QUESTIONNAIRE_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? QUESTIONNAIRE_STEPS.length - 1 : index;
}

export const SEGMENTS = [
  { value: 'varejo', label: 'Varejo e e-commerce' },
  { value: 'servicos', label: 'Serviços profissionais (advocacia, contabilidade, consultoria)' },
  { value: 'saude', label: 'Saúde e bem-estar' },
  { value: 'educacao', label: 'Educação e cursos' },
  { value: 'alimentacao', label: 'Alimentação e restaurantes' },
  { value: 'industria', label: 'Indústria' },
  { value: 'tecnologia', label: 'Tecnologia e startups' },
  { value: 'imobiliario', label: 'Imobiliário e construção' },
  { value: 'turismo', label: 'Turismo e hotelaria' },
  { value: 'financas', label: 'Finanças e investimentos' },
  { value: 'outro', label: 'Outro' },
] as const satisfies readonly Option[];

export const COMPANY_SIZES = [
  { value: 'solo', label: 'Só eu (autônomo ou MEI)' },
  { value: '2-10', label: '2 a 10 pessoas' },
  { value: '11-50', label: '11 a 50 pessoas' },
  { value: '51-200', label: '51 a 200 pessoas' },
  { value: '200+', label: 'Mais de 200 pessoas' },
] as const satisfies readonly Option[];

/** `scoreRole` is the word the shared lead score knows (docs/product/chat-assistant.md: decision roles +25, management +15). */
export const ROLES = [
  { value: 'proprietario', label: 'Sócio(a) ou proprietário(a)', scoreRole: 'proprietário' },
  { value: 'ceo', label: 'CEO ou diretor(a)', scoreRole: 'CEO' },
  { value: 'empreendedor', label: 'Empreendedor(a) começando um negócio', scoreRole: 'empreendedor' },
  { value: 'gerente', label: 'Gerente ou coordenador(a)', scoreRole: 'gerente' },
  { value: 'analista', label: 'Analista ou especialista', scoreRole: 'analista' },
  { value: 'outro', label: 'Outro cargo', scoreRole: undefined },
] as const satisfies readonly (Option & { scoreRole: string | undefined })[];

export const SERVICE_OPTIONS: readonly Option<ServiceId>[] = services.map((service) => ({
  value: service.id,
  label: service.title,
}));

export const SITE_STATUS = [
  { value: 'sim', label: 'Sim, já temos um site' },
  { value: 'nao', label: 'Ainda não temos site' },
] as const satisfies readonly Option[];

export const GPT_CHANNELS = [
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'site', label: 'Chat no site' },
] as const satisfies readonly Option[];

export const LOGO_STATUS = [
  { value: 'nao', label: 'Ainda não temos logotipo' },
  { value: 'renovar', label: 'Temos, mas queremos renovar' },
  { value: 'manter', label: 'Temos e queremos manter' },
] as const satisfies readonly Option[];

export const GOALS = [
  { value: 'mais-clientes', label: 'Atrair mais clientes' },
  { value: 'vender-online', label: 'Vender mais pela internet' },
  { value: 'atendimento', label: 'Automatizar o atendimento' },
  { value: 'produtividade', label: 'Reduzir tarefas manuais e ganhar produtividade' },
  { value: 'marca', label: 'Fortalecer a marca e a credibilidade' },
  { value: 'lancamento', label: 'Lançar um novo produto ou negócio' },
  { value: 'dados', label: 'Organizar processos e dados para decidir melhor' },
] as const satisfies readonly Option[];

export const BUDGETS = [
  { value: 'ate-5k', label: 'Até R$ 5 mil' },
  { value: '5-10k', label: 'De R$ 5 mil a R$ 10 mil' },
  { value: '10-20k', label: 'De R$ 10 mil a R$ 20 mil' },
  { value: '20-50k', label: 'De R$ 20 mil a R$ 50 mil' },
  { value: '50k+', label: 'Acima de R$ 50 mil' },
  { value: 'nao-sei', label: 'Ainda não sei' },
] as const satisfies readonly Option[];

/** `scoreTimeline` is the deadline as the shared lead score reads it (urgente, mês, semana). */
export const TIMELINES = [
  { value: 'urgente', label: 'Urgente, o quanto antes', scoreTimeline: 'urgente' },
  { value: 'este-mes', label: 'Ainda este mês', scoreTimeline: 'este mês' },
  { value: '3-meses', label: 'Nos próximos 3 meses', scoreTimeline: '3 meses' },
  { value: 'mais-3-meses', label: 'Daqui a mais de 3 meses', scoreTimeline: 'mais de 3 meses' },
  { value: 'sem-prazo', label: 'Ainda não tenho prazo', scoreTimeline: undefined },
] as const satisfies readonly (Option & { scoreTimeline: string | undefined })[];

export const CONTACT_PREFERENCES = [
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'email', label: 'E-mail' },
  { value: 'ligacao', label: 'Ligação' },
] as const satisfies readonly Option[];

/** Reference prices shown when the visitor has no budget idea yet (they vary with the scope). */
export const BUDGET_GUIDANCE: Record<ServiceId, string> = {
  sites:
    'Sites: landing page a partir de R$ 2,5 mil; site institucional de R$ 5 mil a R$ 15 mil; loja virtual a partir de R$ 12 mil.',
  'agentes-gpt': 'Agentes GPT: a partir de R$ 4 mil por canal, mais o custo mensal de uso da IA.',
  branding: 'Identidade visual: de R$ 3 mil a R$ 10 mil, do logotipo ao manual de marca.',
  marketing: 'Marketing digital: gestão a partir de R$ 2 mil por mês, mais a verba dos anúncios.',
  automacao: 'Automação de processos: de R$ 3 mil a R$ 20 mil, conforme os sistemas integrados.',
  consultoria: 'Consultoria estratégica: diagnóstico e plano de ação a partir de R$ 3,5 mil.',
};

export type SegmentValue = (typeof SEGMENTS)[number]['value'];
export type CompanySizeValue = (typeof COMPANY_SIZES)[number]['value'];
export type RoleValue = (typeof ROLES)[number]['value'];
export type SiteStatusValue = (typeof SITE_STATUS)[number]['value'];
export type GptChannelValue = (typeof GPT_CHANNELS)[number]['value'];
export type LogoStatusValue = (typeof LOGO_STATUS)[number]['value'];
export type GoalValue = (typeof GOALS)[number]['value'];
export type BudgetValue = (typeof BUDGETS)[number]['value'];
export type TimelineValue = (typeof TIMELINES)[number]['value'];
export type ContactPreferenceValue = (typeof CONTACT_PREFERENCES)[number]['value'];

/** The label of a value in a list of options ('' when unknown). */
export function optionLabel(options: readonly Option[], value: string | undefined | null): string {
  return options.find((option) => option.value === value)?.label ?? '';
}

export const values = <T extends string>(options: readonly Option<T>[]) =>
  options.map((option) => option.value) as [T, ...T[]];
