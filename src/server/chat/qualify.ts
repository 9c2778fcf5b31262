/**
 * Lead qualification: which facts are still missing, in the order a salesperson asks for them
 * (name, need, company, budget, timeline, contact), and when the lead is ready for a proposal.
 * Each question is asked at most once in a conversation: a visitor who did not answer is not nagged.
 */
import { services } from '@shared/content/services';
import { confirmationAsked } from '@shared/lead-profile/confirm';
import { normalizeText } from '@shared/lead-profile/normalize';
import type { LeadProfile } from '@shared/lead-profile/types';
import type { ChatTurn } from '@shared/schemas/chat';

export type QualifyingField = 'name' | 'company' | 'need' | 'budget' | 'timeline' | 'contact';

export const QUALIFYING_ORDER: readonly QualifyingField[] = [
  'name',
  'need',
  'company',
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

/** `accountName`: the signed-in account's name, so the assistant does not ask it. */
export function hasField(profile: LeadProfile, field: QualifyingField, accountName?: string): boolean {
  // A fact being confirmed ('Anotei X como empresa, certo?') is not asked for again.
  if (profile.pending?.slot === field) return true;
  switch (field) {
    case 'name':
      return Boolean(profile.name || accountName);
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

export function missingFields(profile: LeadProfile, accountName?: string): QualifyingField[] {
  return QUALIFYING_ORDER.filter((field) => !hasField(profile, field, accountName));
}

/** Ready for a proposal: knows the need, a budget or a deadline, and how to reach the person. */
export function isQualified(profile: LeadProfile): boolean {
  return (
    hasField(profile, 'need') &&
    (hasField(profile, 'budget') || hasField(profile, 'timeline')) &&
    hasField(profile, 'contact')
  );
}

/** The qualifying questions an assistant reply asks. */
export function fieldsAskedIn(reply: string): QualifyingField[] {
  const norm = normalizeText(reply);
  return QUALIFYING_ORDER.filter((field) => norm.includes(normalizeText(QUALIFYING_QUESTIONS[field])));
}

/**
 * Every field already asked in the conversation. 'Anotei X como empresa, certo?' asked about the company
 * too: a visitor who let it pass is not asked for it again.
 */
export function askedFields(transcript: ChatTurn[]): Set<QualifyingField> {
  return new Set(
    transcript
      .filter((turn) => turn.role === 'assistant')
      .flatMap((turn) => {
        const confirmed = confirmationAsked(turn.content)?.slot;
        const fields = fieldsAskedIn(turn.content);
        return confirmed === 'name' || confirmed === 'company' ? [...fields, confirmed] : fields;
      }),
  );
}

/** The next question: the first missing field never asked. Null when there is nothing left to ask. */
export function nextQuestionField(
  profile: LeadProfile,
  transcript: ChatTurn[],
  accountName?: string,
): QualifyingField | null {
  const asked = askedFields(transcript);
  return missingFields(profile, accountName).find((field) => !asked.has(field)) ?? null;
}

export function serviceTitle(need: string | undefined): string | undefined {
  return services.find((service) => service.id === need)?.title;
}
