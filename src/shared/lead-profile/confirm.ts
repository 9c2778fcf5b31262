/**
 * Confirming a fact read with low confidence (issue 29): the threshold, the question the next reply
 * asks, how that question is recognised in the stored conversation, and the visitor's yes or no.
 */
import { canonicalize } from './canon';
import { normalizeText } from './normalize';
import type { ConfirmableSlot, PendingFact } from './types';

/** Below this a reading is not stored: it is confirmed first. */
export const CONFIDENCE_THRESHOLD = 0.75;

const SLOT_NOUNS: Record<ConfirmableSlot, string> = { name: 'seu nome', company: 'empresa', role: 'cargo' };

/** 'Anotei Patas & Cia como empresa, certo?' */
export function confirmationQuestion(pending: PendingFact): string {
  return `Anotei ${pending.value} como ${SLOT_NOUNS[pending.slot]}, certo?`;
}

/** What an assistant reply asked the visitor to confirm ('Anotei X como empresa, certo?'), if anything. */
export type Confirmation = { slot: ConfirmableSlot; value: string };

export function confirmationAsked(reply: string): Confirmation | undefined {
  const match = /\bAnotei (.{1,120}?) como (seu nome|empresa|cargo), certo\?/u.exec(reply);
  if (!match) return undefined;
  const slot = (Object.entries(SLOT_NOUNS).find(([, noun]) => noun === match[2])?.[0] ?? undefined) as
    | ConfirmableSlot
    | undefined;
  return slot && { slot, value: match[1]!.trim() };
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

/** How a rejected reading is remembered: 'company:lapa'. */
export const rejectionKey = (slot: string, value: string) => `${slot}:${normalizeText(value).trim()}`;

/** The value to confirm must be the visitor's own words (a reply cannot plant a fact). */
export function saidByVisitor(value: string, visitorText: string): boolean {
  const needle = normalizeText(value).replace(/\s+/g, ' ').trim();
  return needle.length > 0 && normalizeText(visitorText).replace(/\s+/g, ' ').includes(needle);
}
