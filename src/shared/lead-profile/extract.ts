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
import { type Canon, canonicalize } from './canon';
import { CONFIDENCE_THRESHOLD, type Confirmation, rejectionKey, yesOrNo } from './confirm';
import { leadScore } from './score';
import { findBudget } from './slots/budget';
import { companyFromAnswer, findCompany } from './slots/company';
import { findEmail, findPhone } from './slots/contact';
import { findName, nameFromAnswer } from './slots/name';
import { asksAboutAssistant, findNeed } from './slots/need';
import { extractPainPoints } from './slots/pain-points';
import { detectPersonality } from './slots/personality';
import { findRole } from './slots/role';
import type { Found } from './slots/text';
import { findTimeline } from './slots/timeline';
import type { ConfirmableSlot, ConversationStage, LeadProfile, ProfileSlot } from './types';
import { CONVERSATION_STAGES, emptyLeadProfile } from './types';

export type ExpectedFact = 'name' | 'company' | 'need' | 'budget' | 'timeline' | 'contact';
export type ExtractOptions = {
  now?: Date;
  expecting?: ExpectedFact;
  /**
   * What the assistant's last reply asked the visitor to confirm ('Anotei X como empresa, certo?'), already
   * checked to be the visitor's own words.
   */
  confirming?: Confirmation;
};

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

type Facts = Partial<Record<ProfileSlot, Found>> & { deadline?: string };

/** What this one message says, slot by slot, with evidence and confidence. */
export function extractFacts(text: string, options: ExtractOptions = {}): Facts {
  const now = options.now ?? new Date();
  const canon: Canon = canonicalize(text);
  const answerName = options.expecting === 'name' ? nameFromAnswer(canon) : null;
  const name = findName(canon) ?? answerName;
  let company = findCompany(canon);
  const timeline = findTimeline(canon, now);
  const budget = findBudget(canon, { expecting: options.expecting === 'budget' });
  if (!company && !name && !budget && !timeline && options.expecting === 'company')
    company = companyFromAnswer(canon);
  // 'vc é robô?' asks about the assistant: it is not a need for a GPT agent.
  const need = asksAboutAssistant(canon) ? undefined : findNeed(canon);
  const facts: Facts = {
    name: name ?? undefined,
    company,
    role: findRole(canon),
    budget,
    timeline: timeline && {
      value: timeline.value.label,
      evidence: timeline.evidence,
      confidence: timeline.confidence,
    },
    email: findEmail(text),
    phone: findPhone(text),
    need,
  };
  if (timeline) facts.deadline = timeline.value.deadline;
  return facts;
}

const CONFIRMABLE: ConfirmableSlot[] = ['name', 'company', 'role'];

function store(merged: LeadProfile, slot: ProfileSlot, found: Found, deadline?: string) {
  merged[slot] = found.value as never;
  merged.evidence![slot] = found.evidence;
  merged.confidence![slot] = Math.round((found.confidence ?? 1) * 100) / 100;
  if (slot === 'timeline') {
    if (deadline) merged.deadline = deadline;
    else delete merged.deadline;
  }
}

export function extractProfile(
  text: string,
  previous: LeadProfile = emptyLeadProfile(),
  options: ExtractOptions = {},
): LeadProfile {
  const confirming = options.confirming;
  // The answer to 'Anotei X como empresa, certo?' is read as that slot's answer when it is not a yes/no.
  const expecting =
    options.expecting ?? (confirming && confirming.slot !== 'role' ? confirming.slot : undefined);
  const facts = extractFacts(text, { ...options, expecting });
  const merged: LeadProfile = {
    ...previous,
    painPoints: [...previous.painPoints],
    evidence: { ...previous.evidence },
    confidence: { ...previous.confidence },
  };
  delete merged.pending;
  // 'sim' stores the fact the assistant asked to confirm; 'não' rejects it for good; anything else leaves it out.
  const answer = confirming ? yesOrNo(text) : undefined;
  if (confirming && answer === true) {
    store(merged, confirming.slot, {
      value: confirming.value,
      evidence: `${confirming.value} (confirmado)`,
      confidence: 1,
    });
  }
  if (confirming && answer === false) {
    merged.rejected = [...(previous.rejected ?? []), rejectionKey(confirming.slot, confirming.value)];
  }
  if (facts.need && previous.need && facts.need.value !== previous.need) {
    // Asked about, not asked for: 'vocês integram com o Mercado Livre?' keeps the need for a store.
    facts.need = findNeed(statements(text));
  }
  for (const slot of Object.keys(facts) as (ProfileSlot | 'deadline')[]) {
    if (slot === 'deadline') continue;
    const found = facts[slot];
    if (!found) continue;
    const sure = (found.confidence ?? 1) >= CONFIDENCE_THRESHOLD;
    if (previous.rejected?.includes(rejectionKey(slot, found.value))) continue;
    if (!sure) {
      // Not stored: confirmed in the next reply, unless the slot is known already.
      if (!merged[slot] && !merged.pending && (CONFIRMABLE as string[]).includes(slot)) {
        merged.pending = {
          slot: slot as ConfirmableSlot,
          value: found.value,
          evidence: found.evidence,
          confidence: found.confidence ?? 0,
        };
      }
      continue;
    }
    store(merged, slot, found, facts.deadline);
  }
  if (Object.keys(merged.evidence!).length === 0) delete merged.evidence;
  if (Object.keys(merged.confidence!).length === 0) delete merged.confidence;
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
