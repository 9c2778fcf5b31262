/** Personality signals (docs/product/chat-assistant.md): analytical > impulsive > cautious; emotional is the caller's fallback. */
import { normalizeText } from '../normalize';
import type { Personality } from '../types';

const PERSONALITY_SIGNALS: [Personality, RegExp][] = [
  [
    'analytical',
    /\b(dados|analises?|analisar|roi|metricas?|indicadores?|kpis?|resultados mensuraveis|retorno sobre (o )?investimento)\b/,
  ],
  [
    'impulsive',
    /\b(agora|urgente|urgencia|hoje|rapido|rapida|rapidamente|imediato|imediata|imediatamente|pra ontem)\b/,
  ],
  ['cautious', /\b(talvez|garantias?|duvidas?|receio|receios|medo|seguro|segura|inseguro|insegura)\b/],
];

/** Personality signalled by the text, or undefined when the text has no signal (the caller falls back). */
export function detectPersonality(text: string): Personality | undefined {
  const norm = normalizeText(text);
  return PERSONALITY_SIGNALS.find(([, pattern]) => pattern.test(norm))?.[0];
}
