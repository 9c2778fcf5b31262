/**
 * The built-in PT-BR sales assistant: no network, no model, deterministic. Each reply is composed of
 * an acknowledgement of what the visitor just told us, the best knowledge answer for their question,
 * a line in the tone of their personality (once), and either the next qualifying question or, once
 * qualified, the invitation to the questionnaire and the free consultation.
 */
import { site } from '../../shared/content/site';
import { detectPersonality, extractProfile } from '../../shared/lead-profile/extract';
import { normalizeText } from '../../shared/lead-profile/normalize';
import type { Personality } from '../../shared/lead-profile/types';
import { CHAT_HISTORY_LIMIT, type ChatTurn } from '../../shared/schemas/chat';
import { serviceEntry } from './knowledge';
import { isQualified, nextQuestionField, QUALIFYING_QUESTIONS, serviceTitle } from './qualify';
import type { ChatProvider, ChatReplyInput, KnowledgeEntry } from './types';

const { claims } = site;

/** Said once per conversation (per personality): what this kind of buyer wants to hear. */
export const PERSONALITY_LINES: Record<Personality, string> = {
  analytical: `Em números: nossos clientes têm em média ${claims.conversionGain} de ganho de conversão e ${claims.satisfaction} de satisfação, e cada proposta traz metas e indicadores claros de retorno sobre o investimento (ROI).`,
  impulsive: `Direto ao ponto: entregamos em até ${claims.deliveryDays} dias e abrimos só ${claims.spotsPerMonth} vagas por mês, então dá para começar já.`,
  cautious: `Fique tranquilo: a consulta inicial é gratuita e sem compromisso, a proposta vem com escopo, prazo e investimento definidos e só começamos depois da sua aprovação.`,
  emotional:
    'Que bom ter você por aqui! Vamos cuidar do seu projeto com atenção e carinho, do primeiro contato à entrega.',
};

/** How each personality is asked the next question. */
const QUESTION_LEAD: Record<Personality, string> = {
  analytical: 'Para dimensionar a proposta com precisão:',
  impulsive: 'Para agilizar:',
  cautious: 'Sem compromisso:',
  emotional: 'Me conta:',
};

export const QUALIFIED_OFFER = `Com isso nossa equipe já consegue preparar uma proposta para você. Para adiantar, responda ao questionário de avaliação em ${site.questionnairePath} ou escolha um horário para a consulta gratuita de ${claims.consultationMinutes} minutos em /#consultoria. Retornamos pelo seu contato em até ${claims.whatsappResponseHours} horas.`;
const OFFER_REMINDER = `Se quiser adiantar, o questionário está em ${site.questionnairePath} e a consulta gratuita pode ser marcada em /#consultoria.`;
const UNKNOWN = `Não encontrei essa informação por aqui, mas posso falar sobre nossos serviços (sites, agentes GPT, identidade visual, marketing digital, automação e consultoria), as nossas plataformas próprias, prazos e a consulta gratuita. Se preferir falar com a equipe, o WhatsApp é ${site.whatsappDisplay}.`;

const QUESTION_START =
  /^(qual|quais|quanto|quantos|quantas|como|o que|oque|onde|quando|por que|porque|voces|vcs|tem|tere|existe|existem|da pra|da para|pode|podem|posso|faz|fazem|aceita|aceitam|trabalham|atendem|e possivel)\b/;
const GREETING = /^(oi+|ola|ole|opa|hey|hello|e ai|bom dia|boa tarde|boa noite|tudo bem|tudo bom)\b/;
const THANKS = /\b(obrigad[oa]|valeu|agradeco|brigad[oa])\b/;
const DECLINE =
  /\b(prefiro nao|nao quero (dizer|falar|informar|passar)|depois eu (digo|falo|passo)|agora nao)\b/;

export function isQuestion(message: string): boolean {
  return message.includes('?') || QUESTION_START.test(normalizeText(message.trim()));
}

function saidBefore(text: string, history: ChatTurn[]): boolean {
  const needle = normalizeText(text).slice(0, 60);
  return history.some((turn) => turn.role === 'assistant' && normalizeText(turn.content).includes(needle));
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase('pt-BR') + text.slice(1);
}

/** What this message told us, in words ('Anotei: interesse em Sites..., investimento de R$ 20 mil.'). */
function acknowledgeFacts(message: string): { greetName?: string; notes: string[]; need?: string } {
  const told = extractProfile(message);
  const notes: string[] = [];
  if (told.company) notes.push(`a empresa ${told.company}`);
  const service = serviceTitle(told.need);
  if (service) notes.push(`interesse em ${service}`);
  if (told.budget) notes.push(`investimento de ${told.budget}`);
  if (told.timeline) notes.push(`prazo (${told.timeline})`);
  if (told.email || told.phone) notes.push(`seu contato (${told.email ?? told.phone})`);
  return { greetName: told.name, notes, need: told.need };
}

/**
 * The knowledge answer worth saying, if any. A question gets the best match; a statement
 * ('quero um site') gets the service it names, or a platform it names, once. Impulsive visitors get
 * the first sentence only.
 */
function knowledgeAnswer(
  input: ChatReplyInput,
  question: boolean,
  need: string | undefined,
  personality: Personality,
): string | undefined {
  let entry: KnowledgeEntry | undefined = input.knowledge[0]?.entry;
  if (!question) {
    const named =
      entry?.kind === 'platform' && normalizeText(input.message).includes(normalizeText(entry.title));
    entry = need ? serviceEntry(need) : named ? entry : undefined;
    if (entry && saidBefore(entry.answer, input.history)) return undefined;
  }
  if (!entry) return undefined;
  if (personality === 'impulsive' && entry.kind !== 'platform') {
    return /^.*?[.!?](?=\s|$)/.exec(entry.answer)?.[0] ?? entry.answer;
  }
  return entry.answer;
}

/**
 * The personality line is said once: early in the conversation, or when this message itself shows
 * the personality (ROI, urgency, doubts), unless it is already in the visible history.
 */
function personalityLine(message: string, personality: Personality, history: ChatTurn[]) {
  const line = PERSONALITY_LINES[personality];
  if (saidBefore(line, history)) return undefined;
  if (history.length < CHAT_HISTORY_LIMIT || detectPersonality(message) === personality) return line;
  return undefined;
}

export function composeLocalReply(input: ChatReplyInput): string {
  const { message, history, profile } = input;
  const personality = profile.personality ?? 'emotional';
  const norm = normalizeText(message.trim());
  const question = isQuestion(message);
  const { greetName, notes, need } = acknowledgeFacts(message);
  const answer = knowledgeAnswer(input, question, need, personality);
  const qualified = isQualified(profile);
  const name = profile.name ? `, ${profile.name}` : '';

  const opening: string[] = [];
  if (greetName) opening.push(`Prazer, ${greetName}!`);
  else if (THANKS.test(norm)) opening.push(`Eu que agradeço${name}!`);
  else if (GREETING.test(norm) && !answer) opening.push(`Olá${name}! Estou aqui para ajudar.`);
  if (notes.length) opening.push(`Anotei: ${joinList(notes)}.`);

  const line = personalityLine(message, personality, history);
  const body: string[] = [];
  if (answer) body.push(answer);
  else if (!opening.length && !THANKS.test(norm)) {
    // A question we cannot answer says so; a remark gets a short acknowledgement.
    if (question) body.push(UNKNOWN);
    else if (DECLINE.test(norm)) body.push('Sem problemas!');
    else if (!line) body.push('Entendi.');
  }

  const closing: string[] = [];
  if (line) closing.push(line);
  if (qualified) {
    closing.push(
      saidBefore(QUALIFIED_OFFER, history) ? OFFER_REMINDER : `Perfeito${name}! ${QUALIFIED_OFFER}`,
    );
  } else {
    const field = nextQuestionField(profile, history);
    if (field) {
      const ask = lowerFirst(QUALIFYING_QUESTIONS[field]);
      const addressed = field === 'company' && profile.name ? `${profile.name}, ${ask}` : ask;
      closing.push(`${QUESTION_LEAD[personality]} ${addressed}`);
    } else {
      closing.push(OFFER_REMINDER);
    }
  }

  return [opening.join(' '), body.join(' '), closing.join(' ')].filter(Boolean).join('\n\n');
}

export function createLocalProvider(): ChatProvider {
  return {
    name: 'local',
    reply: async (input) => composeLocalReply(input),
  };
}
