/**
 * One turn of the sales conversation, shared by secure-chat and the evaluation (decision 014): the
 * lead profile is derived from the visitor's own messages in the stored conversation (never from a
 * profile the browser sends), each answer read in the light of the question it answers.
 */
import { services } from '@shared/content/services';
import { confirmationAsked } from '@shared/lead-profile/confirm';
import { extractProfile, stageFor } from '@shared/lead-profile/extract';
import { normalizeText } from '@shared/lead-profile/normalize';
import { leadScore } from '@shared/lead-profile/score';
import { emptyLeadProfile, type LeadProfile } from '@shared/lead-profile/types';
import type { ChatTurn } from '@shared/schemas/chat';
import { chooseKnowledge } from './knowledge';
import { fieldsAskedIn } from './qualify';
import type { ChatProvider, ChatReplyInput, ModelProfile } from './types';

/** docs/product/chat-assistant.md: the provider sees the last 10 messages, and (issue 11) at most this much text of them. */
export const PROVIDER_HISTORY_MESSAGES = 10;
export const PROVIDER_HISTORY_CHARS = 12_000;

/** The profile after every visitor message of `transcript`, oldest first. */
export function deriveProfile(transcript: ChatTurn[], now: Date): LeadProfile {
  let profile = emptyLeadProfile();
  let expecting: ReturnType<typeof fieldsAskedIn>[number] | undefined;
  let confirming: ReturnType<typeof confirmationAsked>;
  for (const turn of transcript) {
    if (turn.role === 'assistant') {
      expecting = fieldsAskedIn(turn.content).at(-1);
      confirming = confirmationAsked(turn.content);
      continue;
    }
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

/**
 * The rules' profile completed by what a model read (decision 014): the rules win wherever they found
 * something; a model's name, company or role is taken only when the visitor wrote those words; its
 * contact data is never taken (identity and contacts come from the rules and the account).
 */
export function mergeModelProfile(
  rules: LeadProfile,
  model: ModelProfile | undefined,
  visitorText: string,
  now: Date,
): LeadProfile {
  if (!model) return rules;
  const merged: LeadProfile = {
    ...rules,
    painPoints: [...rules.painPoints],
    evidence: { ...rules.evidence },
  };
  const said = normalizeText(visitorText);
  let changed = false;
  for (const slot of ['name', 'company', 'role'] as const) {
    const value = model[slot]?.trim();
    if (merged[slot] || !value || value.length > 80 || !said.includes(normalizeText(value))) continue;
    merged[slot] = value;
    merged.evidence![slot] = `${value} (modelo)`;
    changed = true;
  }
  for (const slot of ['budget', 'timeline'] as const) {
    const value = model[slot]?.trim();
    if (merged[slot] || !value || value.length > 60) continue;
    merged[slot] = value;
    merged.evidence![slot] = `${value} (modelo)`;
    changed = true;
  }
  if (!merged.need && model.need && SERVICE_IDS.has(model.need)) {
    merged.need = model.need;
    merged.evidence!.need = `${model.need} (modelo)`;
    changed = true;
  }
  if (!changed) return rules;
  merged.conversationStage = stageFor(merged);
  merged.leadScore = leadScore(merged, now).score;
  return merged;
}

export async function runTurn(provider: ChatProvider, input: TurnInput): Promise<TurnResult> {
  const replyInput = turnInput(input);
  const reply = await provider.reply(replyInput);
  const visitorText = [
    ...input.transcript.filter((turn) => turn.role === 'user').map((turn) => turn.content),
    input.message,
  ].join('\n');
  return {
    reply: reply.message,
    profile: mergeModelProfile(replyInput.profile, reply.profile, visitorText, input.now),
    modelProfile: reply.profile,
  };
}
