/** The chat assistant's contract: one interface, several providers (local, OpenAI-compatible). */
import type { LeadProfile } from '@shared/lead-profile/types';
import type { ChatTurn } from '@shared/schemas/chat';
import type { IntentReading } from './intent';

export type KnowledgeKind = 'service' | 'platform' | 'faq' | 'site' | 'topic' | 'integration';

/** One thing the agency can say about itself, built from src/shared/content and the team's topics. */
export type KnowledgeEntry = {
  id: string;
  kind: KnowledgeKind;
  title: string;
  /** What the assistant says when this entry answers the question (PT-BR, self-contained). */
  answer: string;
  /** Words and phrases a visitor might use for it, beyond the title and answer. */
  keywords: string[];
  /** Extra searchable text that is not said (features, audiences, use cases). */
  details?: string;
};

export type KnowledgeHit = { entry: KnowledgeEntry; score: number };

export type ChatReplyInput = {
  /** The visitor's message, trimmed. */
  message: string;
  /** What the provider sees of the conversation: the last 10 turns, at most ~12 KB, oldest first. */
  history: ChatTurn[];
  /** The whole stored conversation before this message (the no-repeat policy reads it). */
  transcript: ChatTurn[];
  /** The profile before this message, to acknowledge only what is new. */
  previousProfile: LeadProfile;
  /** The lead profile after merging what this message revealed. */
  profile: LeadProfile;
  /** Knowledge entries that answer the message's question with confidence, best first (may be empty). */
  knowledge: KnowledgeHit[];
  /** What the visitor asks, read before the knowledge was chosen (issue 29). */
  intent?: IntentReading;
  /** The signed-in account's name, when it has one. */
  accountName?: string;
  now: Date;
};

/**
 * One fact a model read: the value, the visitor's words it came from, how sure it is and whose fact it
 * is ('outra pessoa': a competitor's, a friend's). Validated with zod, then merged by the same rules as
 * the built-in extraction (decision 049).
 */
export type ModelFact = {
  value: string;
  evidence?: string;
  confidence?: number;
  about?: 'visitante' | 'outra pessoa';
};

/** Facts a model read in the conversation (validated with zod, merged under the rules). */
export type ModelProfile = Partial<Record<'name' | 'company' | 'role' | 'budget' | 'timeline', ModelFact>> & {
  need?: string;
};

export type ChatReply = { message: string; profile?: ModelProfile };

export type ChatProvider = {
  /** 'local' or 'openai': recorded in logs so a fallback is visible. */
  readonly name: string;
  reply(input: ChatReplyInput): Promise<ChatReply>;
};

export type ChatLogger = (message: string, error?: unknown) => void;
