/**
 * Lead qualification: which facts are still missing, in the order a salesperson asks for them
 * (name, company, need, budget, timeline, contact), and when the lead is ready for a proposal.
 */
import { services } from '../../shared/content/services';
import { normalizeText } from '../../shared/lead-profile/normalize';
import type { LeadProfile } from '../../shared/lead-profile/types';
import type { ChatTurn } from '../../shared/schemas/chat';

export type QualifyingField = 'name' | 'company' | 'need' | 'budget' | 'timeline' | 'contact';

export const QUALIFYING_ORDER: readonly QualifyingField[] = [
  'name',
  'company',
  'need',
  'budget',
  'timeline',
  'contact',
];

/** The question for each field; also how the assistant recognises it already asked. */
export const QUALIFYING_QUESTIONS: Record<QualifyingField, string> = {
  name: 'Como posso te chamar?',
  company: 'Qual é o nome da sua empresa ou negócio?',
  need: 'Qual serviço você procura: site, agente GPT, identidade visual, marketing digital, automação ou consultoria?',
  budget: 'Qual é a faixa de investimento que você tem em mente para o projeto?',
  timeline: 'Para quando você precisa do projeto pronto?',
  contact: 'Qual é o melhor e-mail ou WhatsApp para a nossa equipe enviar a proposta?',
};

/** How often a question may be asked before the assistant moves on (the visitor may not want to say). */
const MAX_ASKS = 2;

export function hasField(profile: LeadProfile, field: QualifyingField): boolean {
  switch (field) {
    case 'name':
      return Boolean(profile.name);
    case 'company':
      return Boolean(profile.company);
    case 'need':
      return Boolean(profile.need);
    case 'budget':
      return Boolean(profile.budget);
    case 'timeline':
      return Boolean(profile.timeline);
    case 'contact':
      return Boolean(profile.email || profile.phone);
  }
}

export function missingFields(profile: LeadProfile): QualifyingField[] {
  return QUALIFYING_ORDER.filter((field) => !hasField(profile, field));
}

/** Ready for a proposal: knows the need, a budget or a deadline, and how to reach the person. */
export function isQualified(profile: LeadProfile): boolean {
  return (
    hasField(profile, 'need') &&
    (hasField(profile, 'budget') || hasField(profile, 'timeline')) &&
    hasField(profile, 'contact')
  );
}

function timesAsked(field: QualifyingField, history: ChatTurn[]): number {
  const question = normalizeText(QUALIFYING_QUESTIONS[field]);
  return history.filter((turn) => turn.role === 'assistant' && normalizeText(turn.content).includes(question))
    .length;
}

/**
 * The next question to ask: the first missing field never asked; then, going round again, the first
 * missing field asked only once and not in the previous reply. Null when there is nothing left to ask
 * (the visitor did not want to say, and we do not nag).
 */
export function nextQuestionField(profile: LeadProfile, history: ChatTurn[]): QualifyingField | null {
  const missing = missingFields(profile);
  const lastReply = [...history].reverse().find((turn) => turn.role === 'assistant');
  const askedLast = (field: QualifyingField) =>
    lastReply !== undefined &&
    normalizeText(lastReply.content).includes(normalizeText(QUALIFYING_QUESTIONS[field]));
  return (
    missing.find((field) => timesAsked(field, history) === 0) ??
    missing.find((field) => !askedLast(field) && timesAsked(field, history) < MAX_ASKS) ??
    null
  );
}

export function serviceTitle(need: string | undefined): string | undefined {
  return services.find((service) => service.id === need)?.title;
}
