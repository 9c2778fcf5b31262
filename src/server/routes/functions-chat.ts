import { Hono } from 'hono';
import { consoleChatLogger, createChatProvider } from '@server/chat/provider';
import type { AppDeps, AppEnv } from '@server/context';
import { ChatRateLimitError, secureChat } from '@server/functions/secure-chat';
import { json } from '@server/http/validate';
import { HttpError } from '@server/lib/http';
import { secureChatRequestSchema } from '@shared/schemas/chat';

/** POST /api/functions/secure-chat (signed-in only, enforced by the access table). */
export function functionsChatRoutes(deps: AppDeps) {
  const log = consoleChatLogger(deps.config);
  const provider = deps.chatProvider ?? createChatProvider(deps.config, { log });
  return new Hono<AppEnv>().post('/', json(secureChatRequestSchema), async (c) => {
    const user = c.get('viewer').user;
    if (!user) throw new HttpError(401, 'unauthenticated', 'Faça login para continuar.');
    const input = c.req.valid('json');
    try {
      const result = await secureChat(
        { db: deps.db, provider, log },
        { userId: user.id, email: user.email, name: user.name, authSessionId: c.get('viewer').sessionId },
        input,
      );
      return c.json(result);
    } catch (error) {
      if (error instanceof ChatRateLimitError) c.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  });
}
