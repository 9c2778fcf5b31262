/**
 * Chooses the assistant from the configuration: the OpenAI-compatible provider when AI_API_KEY is
 * set, the local one otherwise. Whatever the primary provider, a failure falls back to local.
 */
import type { Config } from '@server/config';
import { rootLogger } from '@server/lib/logger';
import { createLocalProvider } from './local-provider';
import { createOpenAiProvider } from './openai-provider';
import type { ChatLogger, ChatProvider } from './types';

/** Tries `primary`; on any error logs it and answers with `fallback`. */
export function withFallback(primary: ChatProvider, fallback: ChatProvider, log: ChatLogger): ChatProvider {
  if (primary === fallback) return primary;
  return {
    name: primary.name,
    async reply(input) {
      try {
        return await primary.reply(input);
      } catch (error) {
        log(`chat: provider '${primary.name}' failed, answering with '${fallback.name}'`, error);
        return fallback.reply(input);
      }
    },
  };
}

export function consoleChatLogger(config: Pick<Config, 'LOG_LEVEL'>): ChatLogger {
  return (message, error) => {
    if (config.LOG_LEVEL === 'silent') return;
    const detail = error instanceof Error ? error.message : error === undefined ? '' : String(error);
    rootLogger().warn(detail ? { detail } : {}, message);
  };
}

export function createChatProvider(
  config: Pick<Config, 'AI_API_KEY' | 'AI_BASE_URL' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'LOG_LEVEL'>,
  options: { fetch?: typeof fetch; log?: ChatLogger } = {},
): ChatProvider {
  const local = createLocalProvider();
  if (!config.AI_API_KEY) return local;
  const openai = createOpenAiProvider({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    fetch: options.fetch,
  });
  return withFallback(openai, local, options.log ?? consoleChatLogger(config));
}
