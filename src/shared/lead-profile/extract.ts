/**
 * Lead-profile extraction from PT-BR chat messages (docs/product/chat-assistant.md, issue 19). Rules, pure and isomorphic;
 * one module per slot under ./slots. Each fact keeps the words it came from (`evidence`).
 *
 * Merge rule: facts found in `text` replace the previous value (a change of mind wins); facts not
 * found keep the previous value (nothing is ever erased). Pain points accumulate without duplicates.
 * A service named only inside a question ('vocês integram com o Mercado Livre?') does not replace a
 * need already known.
 *
 * `expecting`: the fact the assistant just asked for, so a short answer ('Fernando', 'Auto Peças
 * Central', 'não sei') is read as that fact.
 *
 * Personality: the first signal in the documented order wins (analytical > impulsive > cautious). A message
 * without any signal keeps the previous personality; when none is known yet, a non-blank message
 * gives the documented fallback 'emotional'.
 */
import { leadScore } from './score';
import { findBudget } from './slots/budget';
import { companyFromAnswer, findCompany } from './slots/company';
import { findEmail, findPhone } from './slots/contact';
import { findName, nameFromAnswer } from './slots/name';
import { findNeed } from './slots/need';
import { extractPainPoints } from './slots/pain-points';
import { detectPersonality } from './slots/personality';
import { findRole } from './slots/role';
import type { Found } from './slots/text';
import { findTimeline } from './slots/timeline';
import type { ConversationStage, LeadProfile, ProfileSlot } from './types';
import { CONVERSATION_STAGES, emptyLeadProfile } from './types';

export type ExpectedFact = 'name' | 'company' | 'need' | 'budget' | 'timeline' | 'contact';
export type ExtractOptions = { now?: Date; expecting?: ExpectedFact };

function knowsAnything(profile: LeadProfile): boolean {
  const { name, company, role, budget, timeline, email, phone, need, painPoints } = profile;
  return Boolean(
    name || company || role || budget || timeline || email || phone || need || painPoints.length,
  );
}

/** greeting → discovery (anything known) → qualification (need) → proposal (need + budget or timeline) → closing (email or phone). */
export function stageFor(profile: LeadProfile): ConversationStage {
  if (profile.email || profile.phone) return 'closing';
  if (profile.need && (profile.budget || profile.timeline)) return 'proposal';
  if (profile.need) return 'qualification';
  return knowsAnything(profile) ? 'discovery' : 'greeting';
}

function laterStage(a: ConversationStage, b: ConversationStage): ConversationStage {
  return CONVERSATION_STAGES.indexOf(a) >= CONVERSATION_STAGES.indexOf(b) ? a : b;
}

/** The sentences of `text` that are not questions (a need named there is a statement of need). */
function statements(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !sentence.trim().endsWith('?'))
    .join(' ');
}

/** What this one message says, slot by slot, with evidence. */
export function extractFacts(
  text: string,
  options: ExtractOptions = {},
): Partial<Record<ProfileSlot, Found>> & {
  deadline?: string;
} {
  const now = options.now ?? new Date();
  const answerName = options.expecting === 'name' ? nameFromAnswer(text) : null;
  const name = findName(text) ?? answerName;
  let company = findCompany(text);
  if (!company && answerName?.rest) company = findCompany(`sou ${answerName.value}${answerName.rest}`);
  if (!company && !name && options.expecting === 'company') company = companyFromAnswer(text);
  const timeline = findTimeline(text, now);
  const facts: Partial<Record<ProfileSlot, Found>> & { deadline?: string } = {
    name: name ?? undefined,
    company,
    role: findRole(text),
    budget: findBudget(text, { expecting: options.expecting === 'budget' }),
    timeline: timeline && { value: timeline.value.label, evidence: timeline.evidence },
    email: findEmail(text),
    phone: findPhone(text),
    need: findNeed(text),
  };
  if (timeline) facts.deadline = timeline.value.deadline;
  return facts;
}

export function extractProfile(
  text: string,
  previous: LeadProfile = emptyLeadProfile(),
  options: ExtractOptions = {},
): LeadProfile {
  const facts = extractFacts(text, options);
  const merged: LeadProfile = {
    ...previous,
    painPoints: [...previous.painPoints],
    evidence: { ...previous.evidence },
  };
  if (facts.need && previous.need && facts.need.value !== previous.need) {
    // Asked about, not asked for: 'vocês integram com o Mercado Livre?' keeps the need for a store.
    const stated = findNeed(statements(text));
    facts.need = stated;
  }
  for (const slot of Object.keys(facts) as (ProfileSlot | 'deadline')[]) {
    if (slot === 'deadline') continue;
    const found = facts[slot];
    if (!found) continue;
    merged[slot] = found.value as never;
    merged.evidence![slot] = found.evidence;
    if (slot === 'timeline') {
      if (facts.deadline) merged.deadline = facts.deadline;
      else delete merged.deadline;
    }
  }
  if (Object.keys(merged.evidence!).length === 0) delete merged.evidence;
  for (const pain of extractPainPoints(text)) {
    if (!merged.painPoints.includes(pain)) merged.painPoints.push(pain);
  }
  const personality =
    detectPersonality(text) ?? previous.personality ?? (text.trim() ? 'emotional' : undefined);
  if (personality) merged.personality = personality;
  merged.conversationStage = laterStage(previous.conversationStage, stageFor(merged));
  merged.leadScore = leadScore(merged, options.now).score;
  return merged;
}
