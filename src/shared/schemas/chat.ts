/**
 * The secure-chat contract (docs/product/chat-assistant.md: chat message and lead profile, secure-chat, the 10-message
 * history). The server validates with it; the widget builds its request from the same types.
 */
import { z } from 'zod';
import type { LeadProfile } from '../lead-profile/types';
import { CONVERSATION_STAGES } from '../lead-profile/types';

/** docs/product/chat-assistant.md: only the last 10 messages of history are sent (and kept by the server). */
export const CHAT_HISTORY_LIMIT = 10;
export const CHAT_MESSAGE_MAX = 2000;
/** Longer histories are refused outright; anything up to this is accepted and cut to the last 10. */
const HISTORY_ACCEPTED_MAX = 100;

export const chatRoleSchema = z.enum(['assistant', 'user']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const chatTurnSchema = z.object({
  role: chatRoleSchema,
  content: z.string().max(8000, 'Mensagem do histórico muito longa'),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

const fact = z.string().trim().max(200).optional().catch(undefined);

/** The client's profile is a hint: malformed facts are dropped, never trusted for the score. */
export const leadProfileSchema = z.object({
  name: fact,
  company: fact,
  role: fact,
  personality: z.enum(['analytical', 'emotional', 'impulsive', 'cautious']).optional().catch(undefined),
  budget: fact,
  timeline: fact,
  painPoints: z.array(z.string().trim().max(100)).max(20).catch([]).default([]),
  email: z.string().trim().toLowerCase().email().max(200).optional().catch(undefined),
  phone: z
    .string()
    .regex(/^\d{10,11}$/)
    .optional()
    .catch(undefined),
  need: z
    .enum(['sites', 'agentes-gpt', 'branding', 'marketing', 'automacao', 'consultoria'])
    .optional()
    .catch(undefined),
  leadScore: z.number().catch(0).default(0),
  conversationStage: z
    .enum(CONVERSATION_STAGES as [LeadProfile['conversationStage'], ...LeadProfile['conversationStage'][]])
    .catch('greeting')
    .default('greeting'),
}) satisfies z.ZodType<LeadProfile, unknown>;

export const secureChatRequestSchema = z.object({
  message: z
    .string({ error: 'Digite uma mensagem' })
    .trim()
    .min(1, 'Digite uma mensagem')
    .max(CHAT_MESSAGE_MAX, `A mensagem deve ter no máximo ${CHAT_MESSAGE_MAX} caracteres`),
  history: z
    .array(chatTurnSchema)
    .max(HISTORY_ACCEPTED_MAX, 'Histórico muito longo')
    .default([])
    .transform((history) => history.slice(-CHAT_HISTORY_LIMIT)),
  leadProfile: leadProfileSchema.nullish().transform((profile) => profile ?? undefined),
  /** The browser's anonymous chat session id (docs/product/chat-assistant.md, sessionStorage 'coders_chat_session_id'). */
  sessionId: z
    .string()
    .regex(/^[\w-]{8,100}$/, 'Sessão de chat inválida')
    .optional(),
});
/** What the widget sends (the history already cut to the last 10 turns). */
export type SecureChatRequest = {
  message: string;
  history: ChatTurn[];
  leadProfile?: LeadProfile;
  sessionId?: string;
};
export type SecureChatInput = z.output<typeof secureChatRequestSchema>;

export type SecureChatResponse = { message: string; leadProfile: LeadProfile };

/** Text the server puts in a 429, which the widget recognises (docs/product/chat-assistant.md). */
export const RATE_LIMIT_MARKER = 'Rate limit exceeded';
