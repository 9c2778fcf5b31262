/**
 * The secure-chat contract (docs/product/chat-assistant.md chat message, §7 secure-chat, §9 10-message history). The server
 * validates with it; the widget builds its request from the same types.
 */
import { z } from 'zod';
import type { LeadProfile } from '@shared/lead-profile/types';
import { type VisitReferral, visitReferralSchema } from '@shared/partners/schemas';

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
  /** The browser's anonymous chat session id (docs/product/chat-assistant.md, sessionStorage 'coders_chat_session_id'). */
  sessionId: z
    .string()
    .regex(/^[\w-]{8,100}$/, 'Sessão de chat inválida')
    .optional(),
  /** The partner referral kept on the visitor's device (docs/product/partners.md); a malformed one is dropped. */
  ref: visitReferralSchema.optional().catch(undefined),
});
/**
 * What the widget sends (the history already cut to the last 10 turns). There is no lead profile:
 * the server derives it from the conversation it stores (issue 11, decision 014); a `leadProfile`
 * sent anyway is dropped by the schema.
 */
export type SecureChatRequest = {
  message: string;
  history: ChatTurn[];
  sessionId?: string;
  ref?: VisitReferral;
};
export type SecureChatInput = z.output<typeof secureChatRequestSchema>;

export type SecureChatResponse = { message: string; leadProfile: LeadProfile };

/** Text the server puts in a 429, which the widget recognises (docs/product/chat-assistant.md). */
export const RATE_LIMIT_MARKER = 'Rate limit exceeded';
