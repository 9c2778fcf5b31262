/** The chat assistant's contract: one interface, several providers (local, OpenAI-compatible). */
import type { LeadProfile } from '../../shared/lead-profile/types';
import type { ChatTurn } from '../../shared/schemas/chat';

export type KnowledgeKind = 'service' | 'platform' | 'faq' | 'site';

/** One thing the agency can say about itself, built from src/shared/content. */
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
  /** Up to the last 10 turns before this message, oldest first. */
  history: ChatTurn[];
  /** The lead profile after merging what this message revealed. */
  profile: LeadProfile;
  /** The most relevant knowledge entries for the message, best first (may be empty). */
  knowledge: KnowledgeHit[];
};

export type ChatProvider = {
  /** 'local' or 'openai': recorded in logs so a fallback is visible. */
  readonly name: string;
  reply(input: ChatReplyInput): Promise<string>;
};

export type ChatLogger = (message: string, error?: unknown) => void;
