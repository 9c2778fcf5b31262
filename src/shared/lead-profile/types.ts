/** Lead profile inferred from chat messages (on the server, from the stored conversation) (docs/product/chat-assistant.md 'Lead profile', §5 chat extraction). */

export type Personality = 'analytical' | 'emotional' | 'impulsive' | 'cautious';

export type ConversationStage = 'greeting' | 'discovery' | 'qualification' | 'proposal' | 'closing';

/** Stages in conversation order; the index is used to keep the stage from moving backwards. */
export const CONVERSATION_STAGES: readonly ConversationStage[] = [
  'greeting',
  'discovery',
  'qualification',
  'proposal',
  'closing',
];

/** The facts the chat extracts, each with the words it came from. */
export type ProfileSlot = 'name' | 'company' | 'role' | 'budget' | 'timeline' | 'email' | 'phone' | 'need';

/** The slots a reading may be confirmed for. */
export type ConfirmableSlot = 'name' | 'company' | 'role';

export type PendingFact = { slot: ConfirmableSlot; value: string; evidence: string; confidence: number };

export type LeadProfile = {
  name?: string;
  company?: string;
  /** Canonical masculine form from the fixed list, e.g. 'CEO', 'diretor', 'proprietário'. */
  role?: string;
  personality?: Personality;
  /** Normalised amount in reais, e.g. 'R$ 20 mil', 'R$ 10 a 20 mil', 'R$ 1,5 milhão', 'R$ 800'. */
  budget?: string;
  /** ISO date (YYYY-MM-DD, America/Sao_Paulo) the project is needed by, when the timeline names one. */
  deadline?: string;
  /** Normalised deadline, e.g. 'urgente', 'este mês', 'próximo mês', '2 semanas', '3 meses'. */
  timeline?: string;
  /** Canonical PT-BR phrases from a fixed vocabulary, without duplicates. */
  painPoints: string[];
  email?: string;
  /** Digits only, national form without the 55 country code (e.g. '11987654321'). */
  phone?: string;
  /** Service id the lead asked about: 'sites' | 'agentes-gpt' | 'branding' | 'marketing' | 'automacao' | 'consultoria'. */
  need?: string;
  /** The visitor's own words behind each extracted fact (explainable extraction). */
  evidence?: Partial<Record<ProfileSlot, string>>;
  /** How sure the reading of each stored fact is, 0 to 1 (1: confirmed by the visitor). */
  confidence?: Partial<Record<ProfileSlot, number>>;
  /**
   * A fact read with too little confidence to store (issue 29): the next reply asks the visitor to
   * confirm it ('Anotei Patas & Cia como empresa, certo?'); 'sim' stores it, 'não' drops it.
   */
  pending?: PendingFact;
  /** Readings the visitor said 'não' to ('company:Lapa'): never stored, by the rules or by a model. */
  rejected?: string[];
  /** 0 to 100 (docs/product/chat-assistant.md). */
  leadScore: number;
  conversationStage: ConversationStage;
};

export function emptyLeadProfile(): LeadProfile {
  return { painPoints: [], leadScore: 0, conversationStage: 'greeting' };
}
