/**
 * secure-chat (docs/product/chat-assistant.md): one turn of the sales assistant for a signed-in visitor. Rate-limits per
 * user, re-derives the lead profile on the server (the client's score is never trusted), asks the
 * provider for a reply grounded in the site's knowledge, captures the lead once there is a contact,
 * and stores both messages.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { extractProfile, stageFor } from '../../shared/lead-profile/extract';
import { emptyLeadProfile, type LeadProfile } from '../../shared/lead-profile/types';
import {
  CHAT_HISTORY_LIMIT,
  RATE_LIMIT_MARKER,
  type SecureChatInput,
  type SecureChatResponse,
} from '../../shared/schemas/chat';
import { findKnowledge } from '../chat/knowledge';
import { captureChatLead } from '../chat/lead-capture';
import { createLocalProvider } from '../chat/local-provider';
import { withFallback } from '../chat/provider';
import type { ChatLogger, ChatProvider } from '../chat/types';
import type { Db } from '../db/client';
import { chatMessages } from '../db/schema';
import { HttpError } from '../lib/http';
import { hitRateLimit } from '../lib/rate-limit';

/** Per signed-in user: enough for a real conversation, too few for a script to burn AI credits. */
export const CHAT_RATE_LIMIT = { limit: 20, windowMs: 5 * 60_000 } as const;
/** A provider that rambles is cut here (the widget types it out at 15 ms per character). */
const REPLY_MAX = 3000;

export class ChatRateLimitError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'rate_limited',
      `${RATE_LIMIT_MARKER}: você enviou muitas mensagens em pouco tempo. Aguarde alguns minutos.`,
    );
  }
}

export type SecureChatDeps = { db: Db; provider: ChatProvider; log: ChatLogger };
/** The signed-in visitor; their account e-mail reaches the lead when they gave only a phone. */
export type ChatCaller = { userId: string; email?: string; authSessionId: string | null };

/** The client's profile as a starting point: facts kept, stage and score re-derived here. */
function startingProfile(client: LeadProfile | undefined): LeadProfile {
  const base = client ?? emptyLeadProfile();
  return { ...base, painPoints: [...base.painPoints], conversationStage: stageFor(base), leadScore: 0 };
}

export async function secureChat(
  deps: SecureChatDeps,
  caller: ChatCaller,
  input: SecureChatInput,
): Promise<SecureChatResponse> {
  const limit = await hitRateLimit(
    deps.db,
    `chat:${caller.userId}`,
    CHAT_RATE_LIMIT.limit,
    CHAT_RATE_LIMIT.windowMs,
  );
  if (!limit.allowed) throw new ChatRateLimitError(limit.retryAfterSeconds);

  const history = input.history.slice(-CHAT_HISTORY_LIMIT);
  const profile = extractProfile(input.message, startingProfile(input.leadProfile));
  const provider = withFallback(deps.provider, createLocalProvider(), deps.log);
  const reply = (
    await provider.reply({
      message: input.message,
      history,
      profile,
      knowledge: findKnowledge(input.message),
    })
  ).slice(0, REPLY_MAX);

  const lead = await captureChatLead(deps.db, profile, input.message, caller.email);
  const sessionId = input.sessionId ?? caller.authSessionId ?? `user-${caller.userId}`;
  const leadId = lead?.id ?? null;
  await deps.db.insert(chatMessages).values([
    { userId: caller.userId, sessionId, role: 'user', content: input.message, leadId },
    { userId: caller.userId, sessionId, role: 'assistant', content: reply, leadId },
  ]);
  if (leadId) {
    // Earlier turns of this conversation belong to the lead too.
    await deps.db
      .update(chatMessages)
      .set({ leadId })
      .where(
        and(
          eq(chatMessages.sessionId, sessionId),
          eq(chatMessages.userId, caller.userId),
          isNull(chatMessages.leadId),
        ),
      );
  }
  return { message: reply, leadProfile: profile };
}
