/**
 * Runs the intent suite: each question in a fresh conversation (after its context), then checks the
 * reply against its label. Scored from what the visitor sees, so it grades any provider.
 */
import { normalizeText } from '@shared/lead-profile/normalize';
import type { ChatTurn } from '@shared/schemas/chat';
import { DEFAULT_EVAL_NOW, entriesIn, isHonestFallback, slotValue, type TurnRunner } from '../run-eval';
import { INTENT_CASES, type Intent, type IntentCase } from './cases';

/** The reply says it is an automated assistant ('Sou o assistente virtual da Coders'). */
export function saysAutomated(reply: string): boolean {
  const norm = normalizeText(reply);
  return (
    /\b(sou|eu sou|quem fala e) (o |um |uma |a )?(assistente|robo|bot|chatbot|programa|ia)\b/.test(norm) ||
    /\b(assistente|agente) (virtual|automatic[oa]|digital|de ia)\b/.test(norm) ||
    /\bnao sou (uma )?(pessoa|humano|humana)\b/.test(norm)
  );
}

export type IntentResult = {
  case: IntentCase;
  reply: string;
  entries: string[];
  ok: boolean;
  /** Entries in the reply that neither answer nor are tolerated. */
  wrongEntries: string[];
  /** Slots filled that the question must not fill. */
  stored: string[];
};

type Tally = { cases: number; ok: number; wrongKnowledge: number; stored: number };

export type IntentReport = {
  cases: number;
  ok: number;
  rate: number;
  /** Replies carrying a knowledge entry that does not answer the question (issue 29 target: 0). */
  wrongKnowledge: number;
  /** Questions that filled a slot they must not (issue 29: 'vc é robo?' stored as a need). */
  storedAsFact: number;
  byIntent: Record<Intent, Tally>;
  results: IntentResult[];
};

function expectationMet(item: IntentCase, reply: string, entries: string[]): boolean {
  const fallback = isHonestFallback(reply);
  switch (item.expect) {
    case 'answer':
      return !fallback && entries.some((id) => item.answers?.includes(id));
    case 'fallback':
      return fallback;
    case 'small-talk':
      return !fallback && entries.length === 0 && reply.trim().length > 0;
    case 'self':
      return saysAutomated(reply);
  }
}

export async function runIntents(
  runTurn: TurnRunner,
  cases: IntentCase[] = INTENT_CASES,
): Promise<IntentReport> {
  const now = new Date(DEFAULT_EVAL_NOW);
  const results: IntentResult[] = [];
  for (const item of cases) {
    const transcript: ChatTurn[] = [];
    for (const message of item.context ?? []) {
      const result = await runTurn({ transcript: [...transcript], message, now });
      transcript.push({ role: 'user', content: message }, { role: 'assistant', content: result.reply });
    }
    const { reply, profile } = await runTurn({ transcript: [...transcript], message: item.message, now });
    const entries = entriesIn(reply);
    const allowed = new Set([...(item.answers ?? []), ...(item.tolerated ?? [])]);
    results.push({
      case: item,
      reply,
      entries,
      ok: expectationMet(item, reply, entries),
      wrongEntries: entries.filter((id) => !allowed.has(id)),
      stored: (item.mustNotStore ?? []).filter((slot) => slotValue(profile, slot) !== undefined),
    });
  }
  const byIntent = {} as Record<Intent, Tally>;
  for (const result of results) {
    byIntent[result.case.intent] ??= { cases: 0, ok: 0, wrongKnowledge: 0, stored: 0 };
    const tally = byIntent[result.case.intent];
    tally.cases += 1;
    if (result.ok) tally.ok += 1;
    if (result.wrongEntries.length) tally.wrongKnowledge += 1;
    if (result.stored.length) tally.stored += 1;
  }
  const ok = results.filter((result) => result.ok).length;
  return {
    cases: results.length,
    ok,
    rate: Math.round((results.length ? ok / results.length : 1) * 1000) / 1000,
    wrongKnowledge: results.filter((result) => result.wrongEntries.length).length,
    storedAsFact: results.filter((result) => result.stored.length).length,
    byIntent,
    results,
  };
}

/** One line per failed case. */
export function describeIntentFailures(report: IntentReport): string[] {
  return report.results
    .filter((result) => !result.ok || result.wrongEntries.length || result.stored.length)
    .map((result) => {
      const problems = [
        result.ok ? '' : `expected ${result.case.expect}`,
        result.wrongEntries.length ? `wrong knowledge ${result.wrongEntries.join(', ')}` : '',
        result.stored.length ? `stored ${result.stored.join(', ')}` : '',
      ].filter(Boolean);
      return `[${result.case.intent}] "${result.case.message}": ${problems.join('; ')} — "${result.reply.replace(/\s+/g, ' ').slice(0, 90)}…"`;
    });
}
