/**
 * Intent before answer (issue 29; the split of intent from entities in Rasa and Dialogflow): what the
 * visitor asks — price, timeline, integration, location, payment terms, portfolio, who the assistant is,
 * small talk, or something else — is decided first, on the canonical text (accents, case, typos and
 * 'vc/pq/q' do not matter), and only then the knowledge that may answer it. An intent read with too
 * little confidence falls back to retrieval over the whole knowledge, which answers honestly when
 * nothing covers the question.
 */
import { canonicalize } from '@shared/lead-profile/canon';

export const INTENTS = [
  'price',
  'timeline',
  'integration',
  'location',
  'payment-terms',
  'portfolio',
  'who-are-you',
  'about-us',
  'small-talk',
  'contact',
  'other',
] as const;
export type Intent = (typeof INTENTS)[number];

export type IntentReading = {
  intent: Intent;
  /** 0 to 1: a whole pattern of the intent (0.9) or one of its keywords (0.6). */
  confidence: number;
  /** The words that decided it (for logs and tests). */
  evidence?: string;
};

/** Below this the intent is not trusted: retrieval over the whole knowledge decides, or the team is offered. */
export const INTENT_THRESHOLD = 0.7;

type Rule = { intent: Intent; pattern: RegExp; confidence: number };

/** Ordered: the first rule that matches wins (more specific questions first). */
const RULES: Rule[] = [
  // Who is answering: the assistant itself.
  {
    intent: 'who-are-you',
    pattern:
      /\b(?:voce|isso|aqui|tu)\s+(?:e|eh|seria)\s+(?:um |uma |o |a )?(?:robo|bot|chatbot|ia|inteligencia artificial|humano|humana|pessoa|maquina|chatgpt|gpt|atendente|real|de verdade|automatico|automatica|virtual|gente)\b|\b(?:estou|to) falando com (?:um |uma |o |a |alguem|ninguem)?\s*(?:robo|bot|pessoa|humano|humana|maquina|ia|atendente|gente|de verdade|real)?\b|\bquem (?:esta|e que esta|ta) (?:falando|respondendo|ai)\b|\bquem e voce\b|\bcom quem (?:eu )?(?:falo|estou falando)\b|\bvoce e (?:de verdade|real)\b/,
    confidence: 0.9,
  },
  // Who the agency is.
  {
    intent: 'about-us',
    pattern:
      /\bquem (?:sao|e) (?:voces|a coders)\b|\bo que (?:a coders|voces) (?:faz|fazem)\b|\b(?:voces|a coders) (?:sao|e) (?:confiave\w*|seguros?|serios?|de confianca)\b|\b(?:posso|da para|da pra) confiar\b/,
    confidence: 0.9,
  },
  // Paying the agency: instalments, down payment, method.
  {
    intent: 'payment-terms',
    pattern:
      /\bparcel\w*|\bforma(?:s)? de pagamento\b|\bcondic\w* de pagamento\b|\bpagar (?:tudo |metade |50 ?% )?(?:adiantado|antes|no inicio|na entrega|depois|parcelado|a vista)|\bpagar (?:voces|o projeto|a agencia)\b|\b(?:posso|da pra|da para|aceitam|voces aceitam) pagar\b|\bmetade no inicio\b|\badiantado\b|\b(?:emitem|mandam|aceitam) boleto pra pagar\b|\bpagamento (?:e|eh) como\b/,
    confidence: 0.9,
  },
  {
    intent: 'price',
    pattern:
      /\bquanto (?:custa|custaria|fica|ficaria|sai|sairia|cobram|cobra|voces cobram|e|seria|vale)\b|\bqual (?:e |eh )?o (?:valor|preco|custo|investimento)\b|\b(?:tabela|lista) de precos?\b|\b(?:me passa|manda|quais sao) os (?:valores|precos)\b|\b(?:e|eh|fica) (?:muito )?(?:caro|barato)\b|\bvalores\b|\bprecos?\b|\bcusto\b/,
    confidence: 0.9,
  },
  // Receiving payments in the visitor's own site: an integration.
  {
    intent: 'integration',
    pattern:
      /\b(?:integra\w*|conecta\w*|sincroniza\w*)\b|\bfunciona com\b|\b(?:colocar|botar|por|instalar) (?:o |um )?(?:robo|bot|agente|chatbot)\b|\b(?:aceita|aceitar|receber|recebe) (?:pix|cartao|boleto|pagamento)|\b(?:site|loja) (?:aceita|recebe)\b/,
    confidence: 0.9,
  },
  {
    intent: 'timeline',
    pattern:
      /\bquanto tempo\b|\bprazo de entrega\b|\b(?:qual|qual e) o prazo\b|\bdemora\w*\b|\b(?:fica|ficar|fica pronto|ficaria) pronto\b|\bem quantos dias\b|\bentrega\w* rapido\b|\bleva pra fazer\b|\bleva para fazer\b/,
    confidence: 0.9,
  },
  {
    intent: 'location',
    pattern:
      /\bonde (?:fica|ficam|e|voces|esta|estao)\b|\b(?:voces )?ficam onde\b|\bendereco\b|\b(?:de )?qual cidade\b|\bde onde (?:sao|voces)\b|\bescritorio (?:em|no|na)\b|\bpresencial\w*\b|\batendem (?:em|aqui|no|na)\b|\bsede\b/,
    confidence: 0.9,
  },
  {
    intent: 'portfolio',
    pattern:
      /\bportfolio\b|\bcases?\b|\btrabalhos? (?:de voces|que voces|anteriores|feitos)\b|\bver (?:uns |alguns )?trabalhos\b|\bexemplos? de (?:site|loja|trabalho|projeto)\w*|\bclientes (?:voces )?(?:ja )?atend\w*\b|\b(?:quais|que) clientes\b|\b(?:sites|projetos|trabalhos) que (?:voces )?fizeram\b/,
    confidence: 0.9,
  },
  {
    intent: 'contact',
    pattern:
      /\b(?:falar|conversar) com (?:um |uma |o |a |alguem|algum)?\s*(?:atendente|humano|humana|pessoa|vendedor|vendedora|consultor|consultora|gente|alguem da equipe|equipe)\b|\b(?:telefone|whatsapp|email|contato) de voces\b|\bcomo (?:falo|entro em contato) com voces\b/,
    confidence: 0.9,
  },
  {
    intent: 'small-talk',
    pattern:
      /^(?:(?:oi+e?|ola|ole|opa|hey|e ai|salve|fala|bom dia|boa tarde|boa noite)[\s,!.]*)*(?:(?:tudo (?:bem|bom|certo|joia|tranquilo|ok)|como vai|como voce esta|voce esta ai|esta ai|beleza|blz|e voce|e ai)[\s,!?.]*)*$|^(?:k{3,}|(?:ha){2,}|rs+|kkk\w*|obrigad[oa]|valeu|vlw|brigad[oa]|muito obrigad[oa])\b|^(?:oi+e?|ola|ole|opa|hey|bom dia|boa tarde|boa noite)[\s!.]*$/,
    confidence: 0.9,
  },
];

/** A keyword alone hints at an intent, with less confidence than a whole pattern. */
const HINTS: Rule[] = [
  { intent: 'price', pattern: /\b(?:valor|orcamento|investimento)\b/, confidence: 0.6 },
  { intent: 'timeline', pattern: /\b(?:prazo|rapido)\b/, confidence: 0.6 },
  { intent: 'portfolio', pattern: /\b(?:exemplos?|trabalhos)\b/, confidence: 0.6 },
];

/** The question sentences of a message; the whole message when none ends with '?'. */
export function questionText(message: string): string {
  const sentences = message.split(/(?<=[.!?])\s+|\n+/);
  const questions = sentences.filter((sentence) => sentence.trim().endsWith('?'));
  return questions.length ? questions.join(' ') : message;
}

export function classifyIntent(message: string): IntentReading {
  const text = canonicalize(questionText(message)).text.trim();
  for (const rule of RULES) {
    const match = rule.pattern.exec(text);
    if (match) return { intent: rule.intent, confidence: rule.confidence, evidence: match[0].trim() };
  }
  for (const rule of HINTS) {
    const match = rule.pattern.exec(text);
    if (match) return { intent: rule.intent, confidence: rule.confidence, evidence: match[0].trim() };
  }
  return { intent: 'other', confidence: 0 };
}
