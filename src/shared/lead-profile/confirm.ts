/**
 * Confirming a fact read with low confidence (issue 29): the threshold, the question the next reply
 * asks, how that question is recognised in the stored conversation, and the visitor's yes or no.
 */
import { canonicalize } from './canon';
import type { ConfirmableSlot, PendingFact } from './types';

/** Below this a reading is not stored: it is confirmed first. */
export const CONFIDENCE_THRESHOLD = 0.75;

const SLOT_NOUNS: Record<ConfirmableSlot, string> = { name: 'seu nome', company: 'empresa', role: 'cargo' };

/** 'Anotei Patas & Cia como empresa, certo?' */
export function confirmationQuestion(pending: PendingFact): string {
  return `Anotei ${pending.value} como ${SLOT_NOUNS[pending.slot]}, certo?`;
}

/** The slot an assistant reply asked the visitor to confirm, if any. */
export function confirmationAsked(reply: string): ConfirmableSlot | undefined {
  const match = /\bcomo (seu nome|empresa|cargo), certo\?/.exec(canonicalize(reply).text);
  if (!match) return undefined;
  return (Object.entries(SLOT_NOUNS).find(([, noun]) => noun === match[1])?.[0] ?? undefined) as
    | ConfirmableSlot
    | undefined;
}

const YES =
  /^(?:sim|s|ss|isso|isso mesmo|isso ai|exato|exatamente|correto|certo|certinho|ok|okay|pode ser|uhum|aham|positivo|confirmo|confirmado|e sim|e isso|e essa|e esse|perfeito|claro|beleza|isso isso|yes|sim sim|tá certo|esta certo|ta certo|esta correto)\b/;
const NO = /^(?:nao|errado|negativo|nada a ver|na verdade|nope|incorreto|esta errado|ta errado)\b/;

/** 'sim', 'isso mesmo', 'exato' → true; 'não', 'na verdade…' → false; anything else → undefined. */
export function yesOrNo(message: string): boolean | undefined {
  const text = canonicalize(message)
    .text.trim()
    .replace(/^[^a-z0-9]+/, '');
  if (NO.test(text)) return false;
  if (YES.test(text)) return true;
  return undefined;
}
