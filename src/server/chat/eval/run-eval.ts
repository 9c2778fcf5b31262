/**
 * The chat evaluation (issue 19, decision 014): replays the team's PT-BR conversations
 * (tests/eval/chat/*.json) through the same turn pipeline as secure-chat and measures what a visitor
 * would notice: the facts understood (slot precision/recall/F1), questions asked twice or after the
 * answer was given, sentences repeated, and honest fallbacks on questions outside the knowledge.
 * Deterministic (fixed clock per conversation), so CI asserts the targets.
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

const same = (a: string, b: string) => normalizeText(a).trim() === normalizeText(b).trim();

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

function answersWith(reply: string, ids: string[]): boolean {
  const norm = normalizeText(reply);
  return knowledgeIndex().entries.some(
    ({ entry }) => ids.includes(entry.id) && norm.includes(normalizeText(entry.answer).slice(0, 50)),
  );
}

export type ConversationResult = {
  id: string;
  replies: string[];
  profile: LeadProfile;
  slots: { slot: EvalSlot; expected?: string; actual?: string; ok: boolean }[];
  askedTwice: string[];
  askedAfterGiven: string[];
  repeatedSentences: string[];
  fallbacks: { turn: number; ok: boolean }[];
  knowledge: { turn: number; ok: boolean }[];
};

export type EvalReport = {
  conversations: number;
  turns: number;
  slot: {
    truePositives: number;
    falsePositives: number;
    falseNegatives: number;
    precision: number;
    recall: number;
    f1: number;
  };
  askedTwice: number;
  askedAfterGiven: number;
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
    const ok = expected === undefined ? actual === undefined : actual !== undefined && same(expected, actual);
    return { slot, expected, actual, ok };
  });
  const askedTwice: string[] = [];
  for (const field of Object.keys(QUALIFYING_QUESTIONS) as QualifyingField[]) {
    const times = replies.filter((reply) => asks(reply, field)).length;
    for (let extra = 1; extra < times; extra += 1) askedTwice.push(field);
  }
  const askedAfterGiven: string[] = [];
  for (const rule of conversation.mustNotAsk ?? []) {
    replies.forEach((reply, index) => {
      if (index + 1 < rule.afterTurn) return;
      for (const field of rule.fields) {
        if (asks(reply, field)) askedAfterGiven.push(`turn ${index + 1}: ${field}`);
      }
    });
  }
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

export async function runEval(conversations: EvalConversation[], runTurn: TurnRunner): Promise<EvalReport> {
  const results: ConversationResult[] = [];
  for (const conversation of conversations) results.push(await runConversation(conversation, runTurn));
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const { slot, expected, actual, ok } of results.flatMap((result) => result.slots)) {
    void slot;
    if (ok && expected !== undefined) tp += 1;
    if (!ok && actual !== undefined) fp += 1;
    if (!ok && expected !== undefined) fn += 1;
  }
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  const fallbacks = results.flatMap((result) => result.fallbacks);
  const knowledge = results.flatMap((result) => result.knowledge);
  return {
    conversations: results.length,
    turns: conversations.reduce((sum, conversation) => sum + conversation.turns.length, 0),
    slot: {
      truePositives: tp,
      falsePositives: fp,
      falseNegatives: fn,
      precision: round(precision),
      recall: round(recall),
      f1: round(precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)),
    },
    askedTwice: results.reduce((sum, result) => sum + result.askedTwice.length, 0),
    askedAfterGiven: results.reduce((sum, result) => sum + result.askedAfterGiven.length, 0),
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
    for (const item of result.askedAfterGiven) lines.push(`${result.id}: asked after given: ${item}`);
    for (const sentence of result.repeatedSentences) lines.push(`${result.id}: repeated: "${sentence}"`);
    for (const item of result.fallbacks.filter((f) => !f.ok))
      lines.push(`${result.id}: no honest fallback at turn ${item.turn}`);
    for (const item of result.knowledge.filter((k) => !k.ok))
      lines.push(`${result.id}: knowledge not answered at turn ${item.turn}`);
  }
  return lines;
}
