/**
 * One turn of the sales conversation, shared by secure-chat and the evaluation (decision 014): the
 * lead profile is derived from the visitor's own messages in the stored conversation (never from a
 * profile the browser sends), each answer read in the light of the question it answers.
 */
import { services } from '@shared/content/services';
import { canonicalize } from '@shared/lead-profile/canon';
import {
  CONFIDENCE_THRESHOLD,
  confirmationAsked,
  confirmationQuestion,
  rejectionKey,
  saidByVisitor,
} from '@shared/lead-profile/confirm';
import { extractProfile, stageFor } from '@shared/lead-profile/extract';
import { normalizeText } from '@shared/lead-profile/normalize';
import { leadScore } from '@shared/lead-profile/score';
import { findBudget } from '@shared/lead-profile/slots/budget';
import { asksAboutAssistant } from '@shared/lead-profile/slots/need';
import { readCompanyName, readPersonName, wordIndexAt } from '@shared/lead-profile/slots/phrase';
import { findRole } from '@shared/lead-profile/slots/role';
import { aboutSomeoneElse, someoneElsesAmount } from '@shared/lead-profile/slots/scope';
import { findTimeline } from '@shared/lead-profile/slots/timeline';
import { emptyLeadProfile, type LeadProfile } from '@shared/lead-profile/types';
import type { ChatTurn } from '@shared/schemas/chat';
import { chooseKnowledge } from './knowledge';
import { SELF_REPLIES, saysAutomated } from './local-provider';
import { fieldsAskedIn } from './qualify';
import type { ChatProvider, ChatReplyInput, ModelFact, ModelProfile } from './types';

/** docs/product/chat-assistant.md: the provider sees the last 10 messages, and (issue 11) at most this much text of them. */
export const PROVIDER_HISTORY_MESSAGES = 10;
export const PROVIDER_HISTORY_CHARS = 12_000;

/** The profile after every visitor message of `transcript`, oldest first. */
export function deriveProfile(transcript: ChatTurn[], now: Date): LeadProfile {
  let profile = emptyLeadProfile();
  let expecting: ReturnType<typeof fieldsAskedIn>[number] | undefined;
  let confirming: ReturnType<typeof confirmationAsked>;
  let said = '';
  for (const turn of transcript) {
    if (turn.role === 'assistant') {
      expecting = fieldsAskedIn(turn.content).at(-1);
      const asked = confirmationAsked(turn.content);
      confirming = asked && saidByVisitor(asked.value, said) ? asked : undefined;
      continue;
    }
    said += `\n${turn.content}`;
    profile = extractProfile(turn.content, profile, { now, expecting, confirming });
    expecting = undefined;
    confirming = undefined;
  }
  return profile;
}

/**
 * The newest turns that fit both caps: at most 10 messages and 12,000 characters in all (a single
 * turn longer than the budget is cut, keeping its start).
 */
export function capHistory(history: ChatTurn[]): ChatTurn[] {
  const kept: ChatTurn[] = [];
  let budget = PROVIDER_HISTORY_CHARS;
  for (const turn of history.slice(-PROVIDER_HISTORY_MESSAGES).reverse()) {
    if (budget <= 0) break;
    const content = turn.content.slice(0, budget);
    kept.unshift({ role: turn.role, content });
    budget -= content.length;
  }
  return kept;
}

export type TurnInput = {
  /** The conversation so far (stored on the server), oldest first. */
  transcript: ChatTurn[];
  message: string;
  now: Date;
  /** The signed-in account's name: the assistant does not ask for it. */
  accountName?: string;
  /** What the provider sees instead of the transcript (a new session's widget turns); capped the same way. */
  history?: ChatTurn[];
};

export type TurnResult = { reply: string; profile: LeadProfile; modelProfile?: ModelProfile };

export function turnInput(input: TurnInput): ChatReplyInput {
  const previousProfile = deriveProfile(input.transcript, input.now);
  const profile = deriveProfile([...input.transcript, { role: 'user', content: input.message }], input.now);
  const choice = chooseKnowledge(input.message);
  return {
    message: input.message,
    history: capHistory(input.history ?? input.transcript),
    transcript: input.transcript,
    previousProfile,
    profile,
    knowledge: choice.hits,
    intent: choice.intent,
    accountName: input.accountName,
    now: input.now,
  };
}

const SERVICE_IDS = new Set<string>(services.map((service) => service.id));

const sameWords = (a: string | undefined, b: string) =>
  a !== undefined && normalizeText(a).trim() === normalizeText(b).trim();

/** The visitor message that holds `words` (normalised), so its clause can be read. */
function messageWith(messages: string[], words: string): string | undefined {
  return messages.find((message) => saidByVisitor(words, message));
}

/**
 * The rules' own reading of the words at `index` agrees that they can be this slot: a person's name
 * (no verb, function word, role or business noun in it), a business's name, or a role.
 */
function readsAs(
  slot: 'name' | 'company' | 'role',
  canon: ReturnType<typeof canonicalize>,
  index: number,
  value: string,
): boolean {
  const start = wordIndexAt(canon, index);
  const count = canonicalize(value).words.length;
  if (slot === 'role') return Boolean(findRole(value));
  if (slot === 'name') {
    const phrase = readPersonName(canon.words, start);
    return Boolean(phrase && phrase.last.index - phrase.first.index + 1 >= count);
  }
  const phrase = readCompanyName(canon.words, start);
  return Boolean(phrase && phrase.last.index - start + 1 >= count);
}

/** Where `value` is in the message's canonical text, or -1. */
function indexIn(message: string, value: string): { canon: ReturnType<typeof canonicalize>; index: number } {
  const canon = canonicalize(message);
  return { canon, index: canon.text.indexOf(canonicalize(value).text.trim()) };
}

/**
 * The rules' profile completed by what a model read (decisions 014 and 049), by the same rules as the
 * built-in extraction: the rules win wherever they found something; a fact is taken only when its
 * evidence is the visitor's own words and contains the value; a fact said about someone else (the
 * model's 'about', or the rules' reading of the clause) is left out; below the confidence threshold a
 * name, company or role is confirmed with the visitor first; a budget or deadline is re-read from its
 * evidence by the rules (the model's wording is never stored); contacts are never taken from a model.
 */
export function mergeModelProfile(
  rules: LeadProfile,
  model: ModelProfile | undefined,
  visitorMessages: string[],
  now: Date,
): LeadProfile {
  if (!model) return rules;
  const merged: LeadProfile = {
    ...rules,
    painPoints: [...rules.painPoints],
    evidence: { ...rules.evidence },
    confidence: { ...rules.confidence },
  };
  const visitorText = visitorMessages.join('\n');
  let changed = false;
  const usable = (fact: ModelFact | undefined): (ModelFact & { evidence: string }) | undefined => {
    if (!fact || fact.about === 'outra pessoa') return undefined;
    const evidence = fact.evidence ?? fact.value;
    if (!saidByVisitor(evidence, visitorText)) return undefined;
    return { ...fact, evidence };
  };
  for (const slot of ['name', 'company', 'role'] as const) {
    const fact = usable(model[slot]);
    if (!fact || merged[slot] || !saidByVisitor(fact.value, fact.evidence)) continue;
    // Never what the visitor denied, nor words the rules read as another slot ('Cleide' is the name).
    if (rules.rejected?.includes(rejectionKey(slot, fact.value))) continue;
    if (
      (['name', 'company', 'role'] as const).some(
        (other) => other !== slot && sameWords(rules[other], fact.value),
      )
    )
      continue;
    // A reading the rules hold for confirmation stays there, however sure the model says it is.
    if (rules.pending?.slot === slot && sameWords(rules.pending.value, fact.value)) continue;
    const message = messageWith(visitorMessages, fact.evidence);
    const { canon, index } = indexIn(message ?? '', fact.value);
    if (index < 0 || aboutSomeoneElse(canon, index) || !readsAs(slot, canon, index, fact.value)) continue;
    const confidence = Math.min(fact.confidence ?? MODEL_DEFAULT_CONFIDENCE, MODEL_MAX_CONFIDENCE);
    if (confidence < CONFIDENCE_THRESHOLD) {
      merged.pending ??= { slot, value: fact.value, evidence: `${fact.evidence} (modelo)`, confidence };
      changed = true;
      continue;
    }
    merged[slot] = fact.value;
    merged.evidence![slot] = `${fact.evidence} (modelo)`;
    merged.confidence![slot] = confidence;
    changed = true;
  }
  const budget = usable(model.budget);
  if (budget && !merged.budget) {
    const message = messageWith(visitorMessages, budget.evidence) ?? '';
    const read = findBudget(budget.evidence, { expecting: true });
    const { canon, index } = indexIn(message, budget.evidence);
    if (read && index >= 0 && !someoneElsesAmount(canon, index)) {
      merged.budget = read.value;
      merged.evidence!.budget = `${read.evidence} (modelo)`;
      merged.confidence!.budget = MODEL_MAX_CONFIDENCE;
      changed = true;
    }
  }
  const timeline = usable(model.timeline);
  if (timeline && !merged.timeline) {
    const read = findTimeline(timeline.evidence, now);
    if (read) {
      merged.timeline = read.value.label;
      if (read.value.deadline) merged.deadline = read.value.deadline;
      merged.evidence!.timeline = `${read.evidence} (modelo)`;
      merged.confidence!.timeline = MODEL_MAX_CONFIDENCE;
      changed = true;
    }
  }
  if (
    !merged.need &&
    model.need &&
    SERVICE_IDS.has(model.need) &&
    !asksAboutAssistant(visitorMessages.at(-1) ?? '')
  ) {
    merged.need = model.need;
    merged.evidence!.need = `${model.need} (modelo)`;
    merged.confidence!.need = MODEL_DEFAULT_CONFIDENCE;
    changed = true;
  }
  if (!changed) return rules;
  merged.conversationStage = stageFor(merged);
  merged.leadScore = leadScore(merged, now).score;
  return merged;
}

/** A model's fact without a confidence counts as this sure; no model fact counts as surer than the cap. */
export const MODEL_DEFAULT_CONFIDENCE = 0.8;
export const MODEL_MAX_CONFIDENCE = 0.9;

/**
 * What every reply must do whatever the provider wrote (issue 29): say it is an automated assistant when
 * asked, and ask to confirm a fact read with low confidence.
 */
export function completeReply(reply: string, profile: LeadProfile, intent: ChatReplyInput['intent']): string {
  let text = reply;
  if (intent?.intent === 'who-are-you' && !saysAutomated(text)) text = `${SELF_REPLIES[0]} ${text}`;
  if (profile.pending && !confirmationAsked(text))
    text = `${text}\n\n${confirmationQuestion(profile.pending)}`;
  return text;
}

export async function runTurn(provider: ChatProvider, input: TurnInput): Promise<TurnResult> {
  const replyInput = turnInput(input);
  const reply = await provider.reply(replyInput);
  const visitorMessages = [
    ...input.transcript.filter((turn) => turn.role === 'user').map((turn) => turn.content),
    input.message,
  ];
  const profile = mergeModelProfile(replyInput.profile, reply.profile, visitorMessages, input.now);
  return {
    reply: completeReply(reply.message, profile, replyInput.intent),
    profile,
    modelProfile: reply.profile,
  };
}
