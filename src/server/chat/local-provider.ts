/**
 * The built-in PT-BR sales assistant: no network, no model, deterministic. It follows the policy a
 * good salesperson would (issue 19, decision 014):
 * - answer the visitor's question first, from the knowledge when retrieval is confident, otherwise
 *   say plainly it does not know and offer the team (WhatsApp within 4 hours or the free consultation);
 * - acknowledge each new fact once, in one sentence;
 * - ask at most one qualifying question, never one already asked or already answered;
 * - never repeat a sentence already said in the conversation.
 */
import { site } from '@shared/content/site';
import { confirmationQuestion } from '@shared/lead-profile/confirm';
import { normalizeText } from '@shared/lead-profile/normalize';
import { BUDGET_UNDECIDED } from '@shared/lead-profile/slots/budget';
import { formatPhone } from '@shared/lead-profile/slots/contact';
import { detectPersonality } from '@shared/lead-profile/slots/personality';
import { TIMELINE_FLEXIBLE, TIMELINE_URGENT } from '@shared/lead-profile/slots/timeline';
import type { LeadProfile, Personality } from '@shared/lead-profile/types';
import type { ChatTurn } from '@shared/schemas/chat';
import { INTENT_THRESHOLD } from './intent';
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
const OFFER = `Se quiser adiantar, o questionário de avaliação está em ${site.questionnairePath} e a consulta gratuita de ${claims.consultationMinutes} minutos pode ser marcada em /#consultoria.`;

/** The honest fallback, in words that differ each time it is needed in one conversation. */
export const HONEST_FALLBACKS = [
  `Essa eu não sei responder com segurança, e prefiro não inventar. Nossa equipe te responde pelo WhatsApp ${site.whatsappDisplay} em até ${claims.whatsappResponseHours} horas, ou na consulta gratuita de ${claims.consultationMinutes} minutos em /#consultoria.`,
  `Não tenho essa informação por aqui. Posso te passar para a equipe: é só chamar no WhatsApp ${site.whatsappDisplay}, com resposta em até ${claims.whatsappResponseHours} horas.`,
  `Sobre isso eu não sei te dizer com certeza. Quem confirma é a nossa equipe, na consulta gratuita em /#consultoria ou pelo WhatsApp ${site.whatsappDisplay}.`,
  `Também não tenho essa resposta aqui. Vale perguntar direto à equipe pelo e-mail ${site.email} ou pelo WhatsApp.`,
];
const HOSTILE_REPLIES = [
  `Sinto muito que a experiência não tenha sido boa. Quero te ajudar de verdade: me diga o que você precisa, ou fale com uma pessoa da equipe pelo WhatsApp ${site.whatsappDisplay}.`,
  `Entendo a frustração, e peço desculpas por ela. Se preferir, uma pessoa da nossa equipe responde pelo WhatsApp em até ${claims.whatsappResponseHours} horas.`,
  'Sigo por aqui, pronto para ajudar quando quiser.',
];
const REFUSAL =
  'Isso eu não posso fazer. Posso ajudar com sites, agentes GPT, identidade visual, marketing digital, automação e consultoria.';
/** Asked whether it is a person (issue 29): it says plainly it is an automated assistant, and offers the team. */
export const SELF_REPLIES = [
  `Sou o Agente Coder, o assistente virtual automatizado da ${site.name}: não sou uma pessoa. Se preferir falar com alguém da equipe, é só chamar no WhatsApp ${site.whatsappDisplay}, com resposta em até ${claims.whatsappResponseHours} horas.`,
  `Como disse, sou um assistente virtual automatizado, não uma pessoa. Uma pessoa da equipe pode continuar a conversa pelo WhatsApp ${site.whatsappDisplay} ou na consulta gratuita em /#consultoria.`,
  'Sou um assistente virtual automatizado: respondo na hora, e a equipe revisa a conversa.',
];
/** The reply says it is an automated assistant (any provider's wording). */
export function saysAutomated(reply: string): boolean {
  return /\b(assistente (virtual|automatizado|digital)|nao sou (uma )?(pessoa|humano|humana)|sou (um |uma )?(robo|bot|ia|assistente))\b/.test(
    normalizeText(reply),
  );
}

const SHORT_REPLIES = {
  greeting: ['Olá! Estou aqui para ajudar.', 'Oi de novo!'],
  smallTalk: [
    'Tudo ótimo por aqui, obrigado por perguntar!',
    'Tudo certo por aqui! E com você?',
    'Por aqui tudo bem, pronto para ajudar.',
  ],
  present: ['Estou aqui, sim! Pode mandar.', 'Sigo por aqui!'],
  laugh: ['Que bom que a conversa está leve!', 'Haha, por aqui também!'],
  thanks: ['Eu que agradeço!', 'Por nada!', 'Disponha!'],
  farewell: ['Até mais! Quando quiser, é só chamar por aqui.', 'Até logo!'],
  decline: ['Sem problemas, fica para quando você quiser.', 'Tudo bem!'],
  browsing: ['Fique à vontade para olhar com calma!'],
  filler: ['Entendi.', 'Certo.', 'Combinado.', 'Fico à disposição.'],
};

const QUESTION_START =
  /^(qual|quais|quanto|quantos|quantas|como|o que|oque|onde|quando|por que|porque|voces|vcs|tem|tere|existe|existem|da pra|da para|pode|podem|posso|faz|fazem|aceita|aceitam|trabalham|atendem|e possivel)\b/;
const GREETING = /^(oi+|ola|ole|opa|hey|hello|e ai|bom dia|boa tarde|boa noite)\b/;
const THANKS = /\b(obrigad[oa]|valeu|agradeco|brigad[oa])\b/;
const FAREWELL = /^(tchau|ate mais|ate logo|falou|flw|bye)\b/;
const BROWSING = /\b(so olhando|so vendo|so dando uma olhada|so curiosidade)\b/;
const DECLINE =
  /\b(prefiro nao|nao quero (dizer|falar|informar|passar)|depois eu (digo|falo|passo)|agora nao)\b/;
const HOSTILE =
  /\b(idiota|burro|lixo|porcaria|merda|enganacao|golpe|golpistas?|ladroes|ridicul\w+|inutil|palhacada|nao presta)\b/;
const OUT_OF_BOUNDS = /\b(senha|prompt|suas instrucoes|ignore|ignora|token|api key|chave de api)\b/;

export function isQuestion(message: string): boolean {
  return message.includes('?') || QUESTION_START.test(normalizeText(message.trim()));
}

const sentenceKey = (sentence: string) => normalizeText(sentence).replace(/\s+/g, ' ').trim();

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Every sentence the assistant already said in this conversation. */
function saidSentences(transcript: ChatTurn[]): Set<string> {
  return new Set(
    transcript
      .filter((turn) => turn.role === 'assistant')
      .flatMap((turn) => splitSentences(turn.content))
      .map(sentenceKey),
  );
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase('pt-BR') + text.slice(1);
}

function formatDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

function timelineNote(profile: LeadProfile): string {
  if (profile.timeline === TIMELINE_URGENT) return 'que é urgente';
  if (profile.timeline === TIMELINE_FLEXIBLE) return 'que não há pressa';
  if (profile.deadline) return `o prazo (${profile.timeline}, até ${formatDay(profile.deadline)})`;
  return `o prazo (${profile.timeline})`;
}

/**
 * One sentence for the facts this message added or changed ('Anotei: a empresa Moda Sul e o
 * orçamento de R$ 8 mil.'). `needAnswered`: the reply presents that service already.
 */
function acknowledgement(
  before: LeadProfile,
  after: LeadProfile,
  needAnswered: boolean,
): { greetName?: string; sentence?: string } {
  const changed = <K extends keyof LeadProfile>(key: K) =>
    after[key] !== undefined && after[key] !== before[key];
  const notes: string[] = [];
  if (changed('company')) notes.push(`a empresa ${after.company}`);
  if (changed('role')) notes.push(`seu cargo (${after.role})`);
  if (changed('need') && !needAnswered)
    notes.push(`o interesse em ${serviceTitle(after.need) ?? after.need}`);
  if (changed('budget')) {
    notes.push(
      after.budget === BUDGET_UNDECIDED
        ? 'que o orçamento ainda está em aberto'
        : `o orçamento de ${after.budget}`,
    );
  }
  if (changed('timeline') || changed('deadline')) notes.push(timelineNote(after));
  if (changed('phone')) notes.push(`seu telefone ${formatPhone(after.phone!)}`);
  if (changed('email')) notes.push(`seu e-mail ${after.email}`);
  const corrected = (['budget', 'timeline', 'need', 'company'] as const).some(
    (key) => before[key] !== undefined && changed(key),
  );
  const sentence = notes.length
    ? `${corrected ? 'Combinado, atualizei' : 'Anotei'}: ${joinList(notes)}.`
    : undefined;
  return { greetName: changed('name') ? after.name : undefined, sentence };
}

/** The knowledge answer for a question, or for a service the visitor just asked for (said once). */
function knowledgeAnswer(input: ChatReplyInput, question: boolean): KnowledgeEntry | undefined {
  if (question) return input.knowledge[0]?.entry;
  const needIsNew = input.profile.need && input.profile.need !== input.previousProfile.need;
  const named =
    input.knowledge[0]?.entry.kind === 'platform' &&
    normalizeText(input.message).includes(normalizeText(input.knowledge[0].entry.title));
  return needIsNew ? serviceEntry(input.profile.need!) : named ? input.knowledge[0]!.entry : undefined;
}

/** Builds a reply sentence by sentence, leaving out what was already said. */
class Reply {
  private readonly parts: string[] = [];
  constructor(private readonly said: Set<string>) {}

  /** Adds the sentences of `text` not said before; returns whether anything was added. */
  add(text: string | undefined): boolean {
    if (!text) return false;
    const fresh = splitSentences(text).filter((sentence) => !this.said.has(sentenceKey(sentence)));
    for (const sentence of fresh) this.said.add(sentenceKey(sentence));
    if (fresh.length) this.parts.push(fresh.join(' '));
    return fresh.length > 0;
  }

  /** Adds the first variant none of whose sentences was said yet. */
  addVariant(variants: readonly string[]): boolean {
    const fresh = variants.find((variant) =>
      splitSentences(variant).every((s) => !this.said.has(sentenceKey(s))),
    );
    return fresh ? this.add(fresh) : false;
  }

  get empty(): boolean {
    return this.parts.length === 0;
  }

  text(): string {
    return this.parts.join(' ');
  }
}

export function composeLocalReply(input: ChatReplyInput): string {
  const { message, transcript, profile, previousProfile } = input;
  const personality = profile.personality ?? 'emotional';
  const norm = normalizeText(message.trim());
  const said = saidSentences(transcript);
  const learned = acknowledgement(previousProfile, profile, false);
  // Intent before answer (issue 29): small talk and questions about the assistant get their own reply.
  const intent = input.intent && input.intent.confidence >= INTENT_THRESHOLD ? input.intent.intent : 'other';
  const smallTalk = intent === 'small-talk';
  const aboutAssistant = intent === 'who-are-you';
  // 'Pode me chamar no (41) 9…' starts like a question but tells a fact; a '?' always asks.
  const question =
    !smallTalk &&
    (message.includes('?') ||
      (intent !== 'other' && !learned.sentence) ||
      (isQuestion(message) && !learned.sentence && !learned.greetName));
  const hostile = HOSTILE.test(norm);
  const entry =
    OUT_OF_BOUNDS.test(norm) || hostile || aboutAssistant || smallTalk
      ? undefined
      : knowledgeAnswer(input, question);
  const needAnswered = entry?.id === `service:${profile.need}`;

  const opening = new Reply(said);
  const { greetName, sentence } = acknowledgement(previousProfile, profile, needAnswered);
  if (greetName) opening.add(`Prazer, ${greetName}!`);
  else if (THANKS.test(norm)) opening.addVariant(SHORT_REPLIES.thanks);
  else if (smallTalk && /\b(tudo|como vai|como voce|e voce)\b/.test(norm))
    opening.addVariant(SHORT_REPLIES.smallTalk);
  else if (smallTalk && /\b(ta ai|esta ai|tem alguem)\b/.test(norm))
    opening.addVariant(SHORT_REPLIES.present);
  else if (smallTalk && /\b(k{3,}|haha|rs)/.test(norm)) opening.addVariant(SHORT_REPLIES.laugh);
  else if (FAREWELL.test(norm)) opening.addVariant(SHORT_REPLIES.farewell);
  else if (GREETING.test(norm) && !question) opening.addVariant(SHORT_REPLIES.greeting);
  opening.add(sentence);

  const body = new Reply(said);
  if (OUT_OF_BOUNDS.test(norm)) body.add(REFUSAL);
  else if (hostile) body.addVariant(HOSTILE_REPLIES);
  else if (aboutAssistant) body.addVariant(SELF_REPLIES);
  else {
    const answer =
      entry && personality === 'impulsive' && entry.kind === 'service'
        ? (/^.*?[.!?](?=\s|$)/.exec(entry.answer)?.[0] ?? entry.answer)
        : entry?.answer;
    if (!body.add(answer) && question && !entry && !body.addVariant(HONEST_FALLBACKS)) {
      // Every wording was used already: name the question, so even this sentence is new.
      const asked = message.trim().replace(/\s+/g, ' ').slice(0, 80);
      body.add(
        `Sobre “${asked}” eu não tenho a resposta aqui; a equipe confirma pelo WhatsApp ${site.whatsappDisplay}.`,
      );
    }
    if (body.empty && !question) {
      if (BROWSING.test(norm)) body.addVariant(SHORT_REPLIES.browsing);
      else if (DECLINE.test(norm)) body.addVariant(SHORT_REPLIES.decline);
    }
  }

  const closing = new Reply(said);
  const farewell = FAREWELL.test(norm);
  if (!farewell) {
    const line = PERSONALITY_LINES[personality];
    if (!hostile && (transcript.length < 10 || detectPersonality(message) === personality)) closing.add(line);
    if (profile.pending) {
      // A fact read with low confidence is confirmed before it is stored; no other question this turn.
      closing.add(confirmationQuestion(profile.pending));
    } else if (isQualified(profile)) {
      closing.add(`${profile.name ? `Perfeito, ${profile.name}! ` : ''}${QUALIFIED_OFFER}`);
    } else {
      const field = nextQuestionField(profile, transcript, input.accountName);
      if (field) {
        const ask = lowerFirst(QUALIFYING_QUESTIONS[field]);
        const addressed = field === 'company' && profile.name ? `${profile.name}, ${ask}` : ask;
        closing.add(`${QUESTION_LEAD[personality]} ${addressed}`);
      } else if (!closing.add(OFFER) && opening.empty && body.empty) {
        closing.addVariant(SHORT_REPLIES.filler);
      }
    }
  }
  const reply = [opening.text(), body.text(), closing.text()].filter(Boolean).join('\n\n');
  return reply || 'Fico por aqui se precisar de algo mais.';
}

export function createLocalProvider(): ChatProvider {
  return {
    name: 'local',
    reply: async (input) => ({ message: composeLocalReply(input) }),
  };
}
