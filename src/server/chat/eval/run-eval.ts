/**
 * The chat evaluation (issue 19, decision 014): replays PT-BR conversations through the same turn
 * pipeline as secure-chat and measures what a visitor would notice: the facts understood (slot
 * precision/recall/F1, overall and per slot), questions asked twice or after the answer was given,
 * sentences repeated, and honest fallbacks on questions outside the knowledge. It scores the team's
 * development set (tests/eval/chat/*.json) and the held-out set (tests/eval/chat/held-out/, issue 29)
 * separately. Deterministic (fixed clock per conversation), so CI asserts the targets.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeText } from '@shared/lead-profile/normalize';
import type { LeadProfile } from '@shared/lead-profile/types';
import type { ChatTurn } from '@shared/schemas/chat';
import { knowledgeIndex } from '../knowledge';
import { QUALIFYING_QUESTIONS, type QualifyingField } from '../qualify';

export const EVAL_SLOTS = [
  'name',
  'company',
  'role',
  'need',
  'budget',
  'timeline',
  'phone',
  'email',
] as const;
export type EvalSlot = (typeof EVAL_SLOTS)[number];

export type EvalTurn = { user: string; offKnowledge?: boolean; expectKnowledge?: string[] };
export type EvalConversation = {
  id: string;
  now?: string;
  turns: EvalTurn[];
  expected: Partial<Record<EvalSlot, string>>;
  mustNotAsk?: { afterTurn: number; fields: QualifyingField[] }[];
};

/** One visitor turn through the assistant: the reply and the profile after it. */
export type TurnRunner = (input: {
  transcript: ChatTurn[];
  message: string;
  now: Date;
}) => Promise<{ reply: string; profile: LeadProfile }>;

export const DEFAULT_EVAL_NOW = '2026-11-26T12:00:00-03:00';
export const EVAL_TARGETS = {
  slotF1: 0.9,
  askedTwice: 0,
  askedAfterGiven: 0,
  repeatedSentences: 0,
  honestFallbackRate: 1,
};

export function loadConversations(dir: string): EvalConversation[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as EvalConversation[]);
}

/** The profile's value for a slot, comparable with the expectation (timeline: the date, else the label). */
export function slotValue(profile: LeadProfile, slot: EvalSlot): string | undefined {
  const value = slot === 'timeline' ? (profile.deadline ?? profile.timeline) : profile[slot];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Values compare without case, accents or surrounding spaces. */
export const sameValue = (a: string, b: string) => normalizeText(a).trim() === normalizeText(b).trim();

/** A reply that says plainly it does not know, and hands over to the team. */
export function isHonestFallback(reply: string): boolean {
  const norm = normalizeText(reply);
  const admits =
    /\b(nao (encontrei|tenho|sei)|nao consigo (confirmar|responder)|prefiro nao (chutar|inventar))\b/.test(
      norm,
    );
  const handsOver = /(whatsapp|equipe|consulta gratuita)/.test(norm);
  return admits && handsOver;
}

export function sentences(reply: string): string[] {
  return reply
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => normalizeText(sentence).replace(/\s+/g, ' ').trim())
    .filter((sentence) => /[a-z0-9]/.test(sentence));
}

export function asks(reply: string, field: QualifyingField): boolean {
  return normalizeText(reply).includes(normalizeText(QUALIFYING_QUESTIONS[field]));
}

/** The knowledge entries whose answer the reply carries (recognised by its first 50 characters). */
export function entriesIn(reply: string): string[] {
  const norm = normalizeText(reply);
  return knowledgeIndex()
    .entries.filter(({ entry }) => norm.includes(normalizeText(entry.answer).slice(0, 50)))
    .map(({ entry }) => entry.id);
}

function answersWith(reply: string, ids: string[]): boolean {
  return entriesIn(reply).some((id) => ids.includes(id));
}

export type ConversationResult = {
  id: string;
  replies: string[];
  profile: LeadProfile;
  slots: { slot: EvalSlot; expected?: string; actual?: string; ok: boolean }[];
  askedTwice: string[];
  /** Each reply (1-based turn) that asked for a field the visitor had already given, once per field. */
  askedAfterGiven: { turn: number; field: QualifyingField }[];
  repeatedSentences: string[];
  fallbacks: { turn: number; ok: boolean }[];
  knowledge: { turn: number; ok: boolean }[];
};

export type SlotScore = {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  f1: number;
};

export type EvalReport = {
  conversations: number;
  turns: number;
  slot: SlotScore;
  /** The same score for each slot alone. */
  perSlot: Record<EvalSlot, SlotScore>;
  askedTwice: number;
  /** Questions for a fact the visitor had already given (the conversation's `mustNotAsk`). */
  askedAfterGiven: number;
  /** The same, per qualifying field. */
  askedAfterGivenByField: Partial<Record<QualifyingField, number>>;
  /** Share of the assistant's replies that asked for something already given. */
  askedAfterGivenReplyRate: number;
  repeatedSentences: number;
  honestFallbacks: { expected: number; given: number; rate: number };
  knowledgeAnswers: { expected: number; answered: number; rate: number };
  results: ConversationResult[];
};

export async function runConversation(
  conversation: EvalConversation,
  runTurn: TurnRunner,
): Promise<ConversationResult> {
  const now = new Date(conversation.now ?? DEFAULT_EVAL_NOW);
  const transcript: ChatTurn[] = [];
  const replies: string[] = [];
  let profile: LeadProfile | undefined;
  for (const turn of conversation.turns) {
    const result = await runTurn({ transcript: [...transcript], message: turn.user, now });
    replies.push(result.reply);
    profile = result.profile;
    transcript.push({ role: 'user', content: turn.user }, { role: 'assistant', content: result.reply });
  }
  const final = profile!;
  const slots = EVAL_SLOTS.map((slot) => {
    const expected = conversation.expected[slot];
    const actual = slotValue(final, slot);
    const ok =
      expected === undefined ? actual === undefined : actual !== undefined && sameValue(expected, actual);
    return { slot, expected, actual, ok };
  });
  const askedTwice: string[] = [];
  for (const field of Object.keys(QUALIFYING_QUESTIONS) as QualifyingField[]) {
    const times = replies.filter((reply) => asks(reply, field)).length;
    for (let extra = 1; extra < times; extra += 1) askedTwice.push(field);
  }
  // A field listed by several rules (given at turn 1, listed again at turn 3) counts once per reply.
  const askedAfterGiven: ConversationResult['askedAfterGiven'] = [];
  replies.forEach((reply, index) => {
    const given = new Set(
      (conversation.mustNotAsk ?? [])
        .filter((rule) => index + 1 >= rule.afterTurn)
        .flatMap((rule) => rule.fields),
    );
    for (const field of given) if (asks(reply, field)) askedAfterGiven.push({ turn: index + 1, field });
  });
  const seen = new Set<string>();
  const repeatedSentences: string[] = [];
  for (const sentence of replies.flatMap(sentences)) {
    if (seen.has(sentence)) repeatedSentences.push(sentence);
    seen.add(sentence);
  }
  const fallbacks: ConversationResult['fallbacks'] = [];
  const knowledge: ConversationResult['knowledge'] = [];
  conversation.turns.forEach((turn, index) => {
    const reply = replies[index]!;
    if (turn.offKnowledge) fallbacks.push({ turn: index + 1, ok: isHonestFallback(reply) });
    if (turn.expectKnowledge) {
      knowledge.push({
        turn: index + 1,
        ok: answersWith(reply, turn.expectKnowledge) && !isHonestFallback(reply),
      });
    }
  });
  return {
    id: conversation.id,
    replies,
    profile: final,
    slots,
    askedTwice,
    askedAfterGiven,
    repeatedSentences,
    fallbacks,
    knowledge,
  };
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Precision, recall and F1 over slot comparisons: a wrong value counts as both a false positive and a miss. */
export function scoreSlots(slots: ConversationResult['slots']): SlotScore {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const { expected, actual, ok } of slots) {
    if (ok && expected !== undefined) tp += 1;
    if (!ok && actual !== undefined) fp += 1;
    if (!ok && expected !== undefined) fn += 1;
  }
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  return {
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: round(precision),
    recall: round(recall),
    f1: round(precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)),
  };
}

export async function runEval(conversations: EvalConversation[], runTurn: TurnRunner): Promise<EvalReport> {
  const results: ConversationResult[] = [];
  for (const conversation of conversations) results.push(await runConversation(conversation, runTurn));
  const allSlots = results.flatMap((result) => result.slots);
  const fallbacks = results.flatMap((result) => result.fallbacks);
  const knowledge = results.flatMap((result) => result.knowledge);
  const violations = results.flatMap((result) =>
    result.askedAfterGiven.map((item) => ({ id: result.id, ...item })),
  );
  const byField: Partial<Record<QualifyingField, number>> = {};
  for (const { field } of violations) byField[field] = (byField[field] ?? 0) + 1;
  const replies = results.reduce((sum, result) => sum + result.replies.length, 0);
  const offendingReplies = new Set(violations.map(({ id, turn }) => `${id}#${turn}`)).size;
  return {
    conversations: results.length,
    turns: conversations.reduce((sum, conversation) => sum + conversation.turns.length, 0),
    slot: scoreSlots(allSlots),
    perSlot: Object.fromEntries(
      EVAL_SLOTS.map((slot) => [slot, scoreSlots(allSlots.filter((item) => item.slot === slot))]),
    ) as Record<EvalSlot, SlotScore>,
    askedTwice: results.reduce((sum, result) => sum + result.askedTwice.length, 0),
    askedAfterGiven: violations.length,
    askedAfterGivenByField: byField,
    askedAfterGivenReplyRate: round(replies === 0 ? 0 : offendingReplies / replies),
    repeatedSentences: results.reduce((sum, result) => sum + result.repeatedSentences.length, 0),
    honestFallbacks: {
      expected: fallbacks.length,
      given: fallbacks.filter((item) => item.ok).length,
      rate: round(ratio(fallbacks.filter((item) => item.ok).length, fallbacks.length)),
    },
    knowledgeAnswers: {
      expected: knowledge.length,
      answered: knowledge.filter((item) => item.ok).length,
      rate: round(ratio(knowledge.filter((item) => item.ok).length, knowledge.length)),
    },
    results,
  };
}

/** The failures worth reading, one line each. */
export function describeFailures(report: EvalReport): string[] {
  const lines: string[] = [];
  for (const result of report.results) {
    for (const slot of result.slots.filter((item) => !item.ok)) {
      lines.push(
        `${result.id}: ${slot.slot} expected ${JSON.stringify(slot.expected)} got ${JSON.stringify(slot.actual)}`,
      );
    }
    for (const field of result.askedTwice) lines.push(`${result.id}: asked twice: ${field}`);
    for (const item of result.askedAfterGiven)
      lines.push(`${result.id}: asked after given: turn ${item.turn}: ${item.field}`);
    for (const sentence of result.repeatedSentences) lines.push(`${result.id}: repeated: "${sentence}"`);
    for (const item of result.fallbacks.filter((f) => !f.ok))
      lines.push(`${result.id}: no honest fallback at turn ${item.turn}`);
    for (const item of result.knowledge.filter((k) => !k.ok))
      lines.push(`${result.id}: knowledge not answered at turn ${item.turn}`);
  }
  return lines;
}
