/**
 * The service the visitor needs, mapped to our catalogue: 'loja virtual' → sites, 'responder no
 * WhatsApp' → agentes-gpt, 'aparecer no Google' → marketing. The earliest mention wins.
 */
import type { ServiceId } from '@shared/content/types';
import { type Canon, canonicalize, sourceOf } from '../canon';
import type { Found } from './text';

const NEED_PATTERNS: [ServiceId, RegExp][] = [
  [
    'sites',
    /\b(sit+e+s?|websites?|landing ?pages?|e-?commerce|loj+a? ?(virtu?a?l|virtuais|online|on line)|lojas virtuais|portal|pagina de vendas|vend\w* (online|pela internet|na internet|pela net|minhas|meus))\b/,
  ],
  [
    'agentes-gpt',
    /\b(chat ?bots?|agentes?|chatgpt|gpt|inteligencia artificial|bots?|robos?|atendimento automatic\w*|respond\w* (no|pelo|os clientes no) (whatsapp|zap|instagram))\b|(?<!\beu )\bia\b/,
  ],
  [
    'branding',
    /\b(logo|logos|logotipo|logomarca|identidade visual|branding|rebranding|marca nova|nova marca)\b/,
  ],
  [
    'marketing',
    /\b(marketing|trafego|anuncios?|ads|redes sociais|instagram|google|seo|vender mais|seguidores|engajamento)\b/,
  ],
  [
    'automacao',
    /\b(automacao|automacoes|automatiz\w*|integracao|integracoes|integrar|integram|integra|erp|sistema)\b/,
  ],
  [
    'consultoria',
    /\b(consultoria|estrategia|estrategica|estrategico|por onde comecar|(usar|adotar|implantar) (a )?ia)\b/,
  ],
];
/** Phrases that mention a service word without asking for it: 'diretora de marketing', 'vi no seu site'. */
const NOT_A_NEED =
  /\b(ceo|diretora?|gerente|coordenadora?|analista|desenvolvedora?|designer|empreendedora?) (de|do|da) \w+|\b(seu|teu|vosso) site\b|\bsite (de|da|do) (voces|agencia)\b|\b(minha|nossa) marca (e|se chama)\b|\bagendar consultas?\b/g;

/** A question about the assistant itself ('vc é robô?', 'isso é um bot?', 'vc é uma IA?'). */
const ABOUT_ASSISTANT =
  /\b(?:voce|isso|aqui|tu|quem (?:esta|ta) falando)\s+(?:e|eh|seria|eh um|e um|e uma)\s+(?:um |uma |o |a )?(?:robo|bot|chatbot|ia|inteligencia artificial|humano|humana|pessoa|pessoa de verdade|maquina|chatgpt|gpt|atendente|real|de verdade|automatico|automatica|virtual)\b|\b(?:estou|to) falando com (?:um |uma |o |a )?(?:robo|bot|pessoa|humano|humana|maquina|ia|atendente)\b/;

export function asksAboutAssistant(input: string | Canon): boolean {
  const canon = typeof input === 'string' ? canonicalize(input) : input;
  return ABOUT_ASSISTANT.test(canon.text);
}

export function findNeed(input: string | Canon): Found<ServiceId> | undefined {
  const canon = typeof input === 'string' ? canonicalize(input) : input;
  const norm = canon.text.replace(NOT_A_NEED, (match) => ' '.repeat(match.length));
  let best: { id: ServiceId; index: number; length: number } | undefined;
  for (const [id, pattern] of NEED_PATTERNS) {
    const match = pattern.exec(norm);
    if (match && (!best || match.index < best.index))
      best = { id, index: match.index, length: match[0].length };
  }
  return best && { value: best.id, evidence: sourceOf(canon, best.index, best.index + best.length) };
}

/** Service id named in the text; the earliest mention wins. */
export function detectNeed(text: string): ServiceId | undefined {
  return findNeed(text)?.value;
}
