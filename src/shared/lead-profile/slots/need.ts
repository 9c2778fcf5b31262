/**
 * The service the visitor needs, mapped to our catalogue: 'loja virtual' → sites, 'responder no
 * WhatsApp' → agentes-gpt, 'aparecer no Google' → marketing. The earliest mention wins.
 */
import type { ServiceId } from '@shared/content/types';
import { normalizeText } from '../normalize';
import { evidenceOf, type Found } from './text';

const NEED_PATTERNS: [ServiceId, RegExp][] = [
  [
    'sites',
    /\b(sit+e+s?|websites?|landing ?pages?|e-?commerce|loj+a? ?(virtu?a?l|virtuais|online|on line)|lojas virtuais|portal|pagina de vendas|vender (online|pela internet|na internet|minhas|meus))\b/,
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
  /\b(ceo|diretora?|gerente|coordenadora?|analista|desenvolvedora?|designer|empreendedora?) (de|do|da) \w+|\b(seu|teu|vosso) site\b|\bsite (de|da|do) (voces|vcs|agencia)\b|\b(minha|nossa) marca (e|se chama)\b|\bagendar consultas?\b/g;

export function findNeed(text: string): Found<ServiceId> | undefined {
  const norm = normalizeText(text).replace(NOT_A_NEED, (match) => ' '.repeat(match.length));
  let best: { id: ServiceId; index: number; length: number } | undefined;
  for (const [id, pattern] of NEED_PATTERNS) {
    const match = pattern.exec(norm);
    if (match && (!best || match.index < best.index))
      best = { id, index: match.index, length: match[0].length };
  }
  return best && { value: best.id, evidence: evidenceOf(text, best.index, best.length) };
}

/** Service id named in the text; the earliest mention wins. */
export function detectNeed(text: string): ServiceId | undefined {
  return findNeed(text)?.value;
}
