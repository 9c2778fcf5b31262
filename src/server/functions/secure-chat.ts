/**
 * secure-chat (docs/product/chat-assistant.md): one turn of the sales assistant for a signed-in visitor. Rate-limits per
 * user; derives the lead profile from the conversation stored on the server (a profile sent by the
 * browser is never read: issue 11, decision 014); asks the provider for a reply grounded in the
 * site's knowledge, with a capped history; captures the visitor's own lead once there is a contact;
 * and stores both messages.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { runTurn } from '@server/chat/conversation';
import { captureChatLead } from '@server/chat/lead-capture';
import { createLocalProvider } from '@server/chat/local-provider';
import { withFallback } from '@server/chat/provider';
import type { ChatLogger, ChatProvider } from '@server/chat/types';
import type { Db } from '@server/db/client';
import { chatMessages } from '@server/db/schema';
import { HttpError } from '@server/lib/http';
import { hitRateLimit } from '@server/lib/rate-limit';
import { RATE_LIMIT_MARKER, type SecureChatInput, type SecureChatResponse } from '@shared/schemas/chat';

/** Per signed-in user: enough for a real conversation, too few for a script to burn AI credits. */
export const CHAT_RATE_LIMIT = { limit: 20, windowMs: 5 * 60_000 } as const;
/** A provider that rambles is cut here (the widget types it out at 15 ms per character). */
const REPLY_MAX = 3000;
/** The stored conversation read back for a turn: the profile and the no-repeat policy read it all. */
const TRANSCRIPT_MAX = 60;

export class ChatRateLimitError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'rate_limited',
      `${RATE_LIMIT_MARKER}: você enviou muitas mensagens em pouco tempo. Aguarde alguns minutos.`,
    );
  }
}

export type SecureChatDeps = { db: Db; provider: ChatProvider; log: ChatLogger; now?: () => Date };
/** The signed-in visitor: the account's e-mail and name are the lead's identity. */
export type ChatCaller = {
  userId: string;
  email: string;
  name?: string | null;
  authSessionId: string | null;
};

/** This visitor's stored conversation in this chat session, oldest first. */
async function storedTranscript(db: Db, userId: string, sessionId: string) {
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.sessionId, sessionId)))
    // Both messages of a turn share created_at: the visitor's comes first.
    .orderBy(desc(chatMessages.createdAt), sql`${chatMessages.role} = 'user'`)
    .limit(TRANSCRIPT_MAX);
  return rows.reverse().map((row) => ({ role: row.role as 'user' | 'assistant', content: row.content }));
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

  const sessionId = input.sessionId ?? caller.authSessionId ?? `user-${caller.userId}`;
  const transcript = await storedTranscript(deps.db, caller.userId, sessionId);
  const provider = withFallback(deps.provider, createLocalProvider(), deps.log);
  const turn = await runTurn(provider, {
    transcript,
    // A new session has nothing stored yet: the widget's turns (its greeting) give the model context only.
    history: transcript.length ? undefined : input.history,
    message: input.message,
    now: deps.now?.() ?? new Date(),
    accountName: caller.name?.trim() || undefined,
  });
  const reply = turn.reply.slice(0, REPLY_MAX);

  const lead = await captureChatLead(
    deps.db,
    turn.profile,
    input.message,
    { email: caller.email, name: caller.name },
    { referral: input.ref ?? null, now: deps.now?.() ?? new Date() },
  );
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
  return { message: reply, leadProfile: turn.profile };
}
